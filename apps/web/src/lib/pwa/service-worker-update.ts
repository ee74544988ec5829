import { useEffect, useState } from 'react';
import { SW_MESSAGES } from '@/sw/sw-contract';

/**
 * A new version waits until every Hearth window has closed, so it starts on the next launch by
 * itself. Meanwhile the app may offer to switch now; `apply` reloads once the new one controls.
 */
export function useServiceWorkerUpdate(): { available: boolean; apply: () => void } {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);

  useEffect(() => {
    const container = navigator.serviceWorker;
    if (!container) return;
    let stopped = false;
    const watch = (registration: ServiceWorkerRegistration) => {
      // Without a controller this is the first install, not an update.
      const offer = (worker: ServiceWorker | null) => {
        if (!stopped && worker && container.controller) setWaiting(worker);
      };
      offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed') offer(installing);
        });
      });
    };
    void container.getRegistration().then((registration) => {
      if (registration) watch(registration);
    });
    const check = () => {
      if (document.hidden) return;
      void container.getRegistration().then((registration) => registration?.update());
    };
    document.addEventListener('visibilitychange', check);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', check);
    };
  }, []);

  const apply = () => {
    if (!waiting) return;
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    waiting.postMessage({ type: SW_MESSAGES.skipWaiting });
  };
  return { available: waiting !== null, apply };
}
