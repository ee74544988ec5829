import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { PushPayload } from '@hearth/shared';
import {
  FRAME_OFFLINE_PHOTOS,
  FRAME_PHOTO_CACHE,
  OFFLINE_API_CACHE,
  SW_MESSAGES,
  workerLanguage,
} from './sw-contract';
import { SW_TEXTS, swLanguage } from './sw-texts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

// The app shell: every built script, style, icon and the page itself.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes the open page at once, so its reads are kept for offline from then.
self.addEventListener('activate', (event: ExtendableEvent) =>
  event.waitUntil(self.clients.claim()),
);
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }),
);

/**
 * Only what the conversations screen needs to draw offline: the account's profiles (every
 * signed-in screen checks the current one against them), the profile's conversation list and
 * the conversations opened (their latest page of messages), and the album's newest page (the
 * frame's slideshow). Fresh from the network whenever it answers within a few seconds; the copy
 * serves only when it does not. Nothing else of the API is kept (no account data, no media but
 * the frame's photos below), and Logout deletes this cache.
 */
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    /^\/api\/v1\/profiles(\/[^/]+\/(conversations(\/[^/]+)?|album))?$/.test(url.pathname) &&
    // Only the newest page: of messages (no before=), of the list (no before_id=, past 100).
    !/[?&]before(_id)?=/.test(url.search),
  new NetworkFirst({
    cacheName: OFFLINE_API_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 86_400 })],
  }),
);

/**
 * The frame's slideshow, offline: only its photos (marked `frame=1`), newest kept, the oldest
 * let go past the frame's bound. Kept by the media itself, whatever the link's signature and
 * expiry: a refreshed link finds the same photo.
 */
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith('/api/v1/media/') &&
    url.searchParams.get('frame') === '1',
  new CacheFirst({
    cacheName: FRAME_PHOTO_CACHE,
    plugins: [
      {
        cacheKeyWillBeUsed: async ({ request }) => new URL(request.url).pathname,
        cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
      },
      new ExpirationPlugin({ maxEntries: FRAME_OFFLINE_PHOTOS }),
    ],
  }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string } | null;
  // The page asks only when the person chose "Update": never in the middle of a recording.
  if (data?.type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
  if (data?.type === SW_MESSAGES.clearCaches) {
    event.waitUntil(
      Promise.all([caches.delete(OFFLINE_API_CACHE), caches.delete(FRAME_PHOTO_CACHE)]),
    );
  }
});

/** The app icon counts the notifications waiting, where the platform has badges. */
async function updateBadge(): Promise<void> {
  const count = (await self.registration.getNotifications()).length;
  const nav = self.navigator as WorkerNavigator & {
    setAppBadge?: (n: number) => Promise<void>;
    clearAppBadge?: () => Promise<void>;
  };
  if (count > 0) await nav.setAppBadge?.(count).catch(() => undefined);
  else await nav.clearAppBadge?.().catch(() => undefined);
}

function readPayload(event: PushEvent): PushPayload | null {
  try {
    return (event.data?.json() as PushPayload | undefined) ?? null;
  } catch {
    return null;
  }
}

self.addEventListener('push', (event: PushEvent) => {
  const payload = readPayload(event);
  const show = async () => {
    if (!payload) {
      // The worker's own words, in the language the page last showed.
      const language = swLanguage(await workerLanguage(), self.navigator.languages ?? []);
      const texts = SW_TEXTS[language];
      await self.registration.showNotification(texts.title, {
        body: texts.newMessage,
        lang: language,
        dir: texts.dir,
      });
      return updateBadge();
    }
    // One notification per conversation: a newer message replaces the one before it. An
    // approval request has a tag of its own.
    // In the recipient's language and its direction (an Arabic push reads right to left).
    const texts = payload.lang ? (SW_TEXTS as Partial<typeof SW_TEXTS>)[payload.lang] : undefined;
    await self.registration.showNotification(payload.title, {
      body: payload.body,
      ...(texts ? { lang: payload.lang, dir: texts.dir } : {}),
      tag: payload.tag ?? payload.conversation_id,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: payload,
    });
    await updateBadge();
  };
  event.waitUntil(show());
});

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const payload = event.notification.data as PushPayload | undefined;
  const target = new URL(payload?.url ?? '/conversations', self.location.origin).href;
  const open = async () => {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const existing = windows.find((w) => w.url === target) ?? windows[0];
    if (existing) {
      const focused = await existing.focus().catch(() => existing);
      if (focused.url !== target) await focused.navigate(target).catch(() => undefined);
    } else await self.clients.openWindow(target).catch(() => null);
    await updateBadge();
  };
  event.waitUntil(open());
});

self.addEventListener('notificationclose', (event: NotificationEvent) => {
  event.waitUntil(updateBadge());
});
