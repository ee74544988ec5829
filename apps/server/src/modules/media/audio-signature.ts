/** Bytes that tell the accepted containers apart: an MP4 box's size, then `ftyp`. */
export const SIGNATURE_BYTES = 8;

const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const OGG = Buffer.from('OggS', 'latin1');
const FTYP = Buffer.from('ftyp', 'latin1');

/**
 * Whether the first bytes may start one of the containers `inspectAudio` accepts: WebM (an EBML
 * header), Ogg (a page) or MP4 (an `ftyp` box first). Only a first sieve, so that anything else
 * is refused before the rest is read; the whole file is still inspected once it has arrived.
 */
export function mayBeAudio(head: Buffer): boolean {
  return (
    head.subarray(0, 4).equals(EBML) ||
    head.subarray(0, 4).equals(OGG) ||
    head.subarray(4, 8).equals(FTYP)
  );
}
