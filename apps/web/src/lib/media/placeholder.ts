import { thumbHashToDataURL } from 'thumbhash';

const drawn = new Map<string, string | null>();

/**
 * A photo's ThumbHash (base64) as a tiny PNG data URL to paint behind it while it loads; decoded
 * once per photo, since a grid re-renders often. A damaged hash paints nothing rather than fail.
 */
export function placeholderUrl(placeholder: string | null | undefined): string | null {
  if (!placeholder) return null;
  const known = drawn.get(placeholder);
  if (known !== undefined) return known;
  let url: string | null;
  try {
    const bytes = Uint8Array.from(atob(placeholder), (c) => c.charCodeAt(0));
    url = thumbHashToDataURL(bytes);
  } catch {
    url = null;
  }
  drawn.set(placeholder, url);
  return url;
}

/** The style that paints the placeholder under an image, or nothing. */
export function placeholderStyle(placeholder: string | null | undefined) {
  const url = placeholderUrl(placeholder);
  return url ? { backgroundImage: `url("${url}")`, backgroundSize: 'cover' } : undefined;
}
