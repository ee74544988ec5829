import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/test/render';
import { NotificationsPanel } from './notifications-panel';

const PUBLIC_KEY = 'BPublicKey_-';

/** A browser with push: permission `permission` until asked, then `answer`. */
function stubPush(permission: NotificationPermission, answer: NotificationPermission) {
  const requestPermission = vi.fn(() => {
    notification.permission = answer;
    return Promise.resolve(answer);
  });
  const notification = { permission, requestPermission };
  const subscription = {
    toJSON: () => ({ endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' } }),
  };
  const subscribe = vi.fn(() => Promise.resolve(subscription));
  const registration = {
    pushManager: { getSubscription: () => Promise.resolve(null), subscribe },
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration) },
  });
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (init?.method === 'POST') posted.push(JSON.parse(String(init.body)));
      const body = url.endsWith('/push/key')
        ? { public_key: PUBLIC_KEY }
        : url.endsWith('/push-settings')
          ? { previews: true, muted_conversation_ids: [] }
          : { id: 's1' };
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
      subscription: { endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' } },
    });
    expect(
      await screen.findByRole('checkbox', { name: 'Show the message in notifications' }),
    ).toBeChecked();
  });

  it('says how to unblock notifications that were refused', async () => {
    const push = stubPush('denied', 'denied');
    show();
    expect(await screen.findByText(/Notifications are blocked for Hearth/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
    expect(push.requestPermission).not.toHaveBeenCalled();
  });
});
