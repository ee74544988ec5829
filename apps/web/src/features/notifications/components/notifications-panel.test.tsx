import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/test/render';
import { NotificationsPanel } from './notifications-panel';

const PUBLIC_KEY = 'BPublicKey_-';

const keys = { p256dh: 'p', auth: 'a' };
const pushSubscription = (endpoint: string) => ({
  toJSON: () => ({ endpoint, keys }),
  unsubscribe: vi.fn(() => Promise.resolve(true)),
});

/**
 * A browser with push: permission `permission` until asked, then `answer`; subscribed already
 * to `existing`, or not. The server answers `subscribed` to each subscription it is handed.
 */
function stubPush(
  permission: NotificationPermission,
  answer: NotificationPermission,
  existing: ReturnType<typeof pushSubscription> | null = null,
  subscribed: (endpoint: string) => { status: number; body: unknown } = () => ({
    status: 200,
    body: { id: 's1' },
  }),
) {
  const requestPermission = vi.fn(() => {
    notification.permission = answer;
    return Promise.resolve(answer);
  });
  const notification = { permission, requestPermission };
  const subscribe = vi.fn(() => Promise.resolve(pushSubscription('https://push.example/1')));
  const registration = {
    pushManager: { getSubscription: () => Promise.resolve(existing), subscribe },
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration) },
  });
  const posted: { subscription: { endpoint: string } }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        const sent = JSON.parse(String(init.body)) as (typeof posted)[number];
        posted.push(sent);
        const { status, body } = subscribed(sent.subscription.endpoint);
        return Promise.resolve(new Response(JSON.stringify(body), { status }));
      }
      const body = url.endsWith('/push/key')
        ? { public_key: PUBLIC_KEY }
        : { previews: true, muted_conversation_ids: [] };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    }),
  );
  return { requestPermission, subscribe, posted };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const show = () => renderRoutes([{ path: '/', element: <NotificationsPanel profileId="p1" /> }]);

describe('NotificationsPanel', () => {
  it('asks for permission only when the button is pressed, then subscribes this profile', async () => {
    const push = stubPush('default', 'granted');
    show();
    const button = await screen.findByRole('button', { name: 'Turn on notifications' });
    expect(push.requestPermission).not.toHaveBeenCalled();
    expect(push.subscribe).not.toHaveBeenCalled();

    await userEvent.click(button);
    await waitFor(() => expect(push.posted).toHaveLength(1));
    expect(push.requestPermission).toHaveBeenCalledTimes(1);
    expect(push.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(push.posted[0]).toEqual({
      profile_id: 'p1',
      subscription: { endpoint: 'https://push.example/1', keys },
    });
    expect(
      await screen.findByRole('checkbox', { name: 'Show the message in notifications' }),
    ).toBeChecked();
  });

  it("takes a new address when this browser's belongs to another account", async () => {
    const taken = { error: 'taken', code: 'endpoint_taken', errors: ['taken'] };
    const before = pushSubscription('https://push.example/other-account');
    const push = stubPush('granted', 'granted', before, (endpoint) =>
      endpoint === 'https://push.example/other-account'
        ? { status: 409, body: taken }
        : { status: 201, body: { id: 's2' } },
    );
    show();
    await waitFor(() => expect(push.posted).toHaveLength(2));
    expect(before.unsubscribe).toHaveBeenCalledTimes(1);
    expect(push.subscribe).toHaveBeenCalledTimes(1);
    expect(push.posted.map((p) => p.subscription.endpoint)).toEqual([
      'https://push.example/other-account',
      'https://push.example/1',
    ]);
  });

  it('keeps its address on any other refusal', async () => {
    const before = pushSubscription('https://push.example/mine');
    const refused = { error: 'Not found', code: 'not_found', errors: ['Not found'] };
    const push = stubPush('default', 'granted', before, () => ({ status: 404, body: refused }));
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText('Notifications could not be turned on.')).toBeInTheDocument();
    expect(push.posted).toHaveLength(1);
    expect(before.unsubscribe).not.toHaveBeenCalled();
    expect(push.subscribe).not.toHaveBeenCalled();
  });

  it('says how to unblock notifications that were refused', async () => {
    const push = stubPush('denied', 'denied');
    show();
    expect(await screen.findByText(/Notifications are blocked for Hearth/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
    expect(push.requestPermission).not.toHaveBeenCalled();
  });
});
