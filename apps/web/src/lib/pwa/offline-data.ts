import { FRAME_PHOTO_CACHE, OFFLINE_API_CACHE, SW_MESSAGES } from '@/sw/sw-contract';

/**
 * Forgets the API answers and the frame's photos kept for offline use: on Logout (and whenever a session's data must
 * not outlive it), so that the next person on a shared tablet finds nothing of the last one.
 */
export async function clearOfflineData(): Promise<void> {
  if (typeof caches !== 'undefined') {
    for (const name of [OFFLINE_API_CACHE, FRAME_PHOTO_CACHE]) {
      await caches.delete(name).catch(() => false);
    }
  }
  navigator.serviceWorker?.controller?.postMessage({ type: SW_MESSAGES.clearCaches });
}
