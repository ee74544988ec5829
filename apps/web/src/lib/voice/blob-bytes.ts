/** FileReader rather than Blob.arrayBuffer(), which older Safari and jsdom lack. */
export function blobBytes(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the recording'));
    reader.readAsArrayBuffer(blob);
  });
}
