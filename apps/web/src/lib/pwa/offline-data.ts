import { OFFLINE_API_CACHE, SW_MESSAGES } from '@/sw/sw-contract';

/**
 * Forgets the API answers kept for offline use: on Logout (and whenever a session's data must
 * not outlive it), so that the next person on a shared tablet finds nothing of the last one.
 */
export async function clearOfflineData(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(OFFLINE_API_CACHE).catch(() => false);
  navigator.serviceWorker?.controller?.postMessage({ type: SW_MESSAGES.clearCaches });
}
