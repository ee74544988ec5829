/** What the page and the service worker say to each other; imported by both, so kept tiny. */
export const OFFLINE_API_CACHE = 'hearth-offline-api';
/** The frame's recent photos (SETTINGS_LIMITS.offlinePhotos at most); Logout deletes it too. */
export const FRAME_PHOTO_CACHE = 'hearth-frame-photos';
/**
 * SETTINGS_LIMITS.offlinePhotos, written out: importing the contract would bring its schemas
 * (and zod) into the worker. A test keeps the two equal.
 */
export const FRAME_OFFLINE_PHOTOS = 200;

export const SW_MESSAGES = {
  skipWaiting: 'SKIP_WAITING',
  clearCaches: 'CLEAR_CACHES',
} as const;

/**
 * The language the screens show, for the few words the worker writes itself (a notification
 * without its text). Kept in a one-entry cache of its own, which page and worker share: a push
 * wakes the worker with no page open, and the page can write before the worker is installed.
 * Logout's clearing (OFFLINE_API_CACHE) leaves it, as the device keeps its language.
 */
export const SW_SETTINGS_CACHE = 'hearth-settings';
const LANGUAGE_ENTRY = '/__hearth/language';

/** The page: remembers the language shown (one of the app's tags, as 'pt-BR'), for the worker. */
export async function tellWorkerLanguage(language: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const cache = await caches.open(SW_SETTINGS_CACHE);
    await cache.put(LANGUAGE_ENTRY, new Response(language));
  } catch {
    // Storage refused (private browsing): the worker then follows the browser's language.
  }
}

/** The worker: the language the page last showed, or null before any page said. */
export async function workerLanguage(): Promise<string | null> {
  try {
    const cache = await caches.open(SW_SETTINGS_CACHE);
    const entry = await cache.match(LANGUAGE_ENTRY);
    return entry ? await entry.text() : null;
  } catch {
    return null;
  }
}
