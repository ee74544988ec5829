/**
 * The slideshow's photos carry `frame=1`: the service worker keeps these (and no other media)
 * for offline; the server reads only the link's own parameters.
 */
export function frameSrc(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}frame=1`;
}
