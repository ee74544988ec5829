/**
 * The little the first script does for the installable app: register the service worker once
 * the page has loaded (so it never competes with the first paint), and keep the browser's offer
 * to install, which comes early, for the hint shown later.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let installPrompt: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

export function bootPwa(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installPrompt = event as InstallPromptEvent;
    for (const listener of listeners) listener();
  });
  window.addEventListener('appinstalled', () => {
    installPrompt = null;
    for (const listener of listeners) listener();
  });
  if (!('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** The browser's install offer, while it stands. */
export function currentInstallPrompt(): InstallPromptEvent | null {
  return installPrompt;
}

export function onInstallPromptChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
