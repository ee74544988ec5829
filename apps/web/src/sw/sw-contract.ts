/** What the page and the service worker say to each other; imported by both, so kept tiny. */
export const OFFLINE_API_CACHE = 'hearth-offline-api';

export const SW_MESSAGES = {
  skipWaiting: 'SKIP_WAITING',
  clearCaches: 'CLEAR_CACHES',
} as const;
