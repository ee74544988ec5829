import { useEffect, useState } from 'react';

/**
 * An object URL for each blob, revoked when the blobs change or the screen goes, so that
 * previews of large photos do not keep their memory after they are gone. Made in an effect
 * (not during render), so that a render thrown away never leaks one.
 */
export function useObjectUrls(blobs: readonly Blob[]): readonly string[] {
  const [urls, setUrls] = useState<readonly string[]>([]);
  useEffect(() => {
    const made = blobs.map((blob) => URL.createObjectURL(blob));
    setUrls(made);
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, [blobs]);
  return urls;
}
