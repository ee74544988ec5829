import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConversationSummary, PushSettings } from '@hearth/shared';
import { queryKeys } from '@/lib/query-keys';
import { renderRoutes } from '@/test/render';
import { pushSettingsKey } from '../api/get-push-settings';
import { ConversationMutes } from './conversation-mutes';

const summary = (id: string, title: string): ConversationSummary => ({
  id,
  title,
  participants: [],
  last_activity_at: '2026-11-23T10:00:00.000Z',
  unread_count: 0,
  last_message: null,
});

const settings: PushSettings = { previews: true, muted_conversation_ids: ['c2'] };

describe('ConversationMutes', () => {
  it('turns one conversation off and keeps the others as they were', async () => {
    const puts: { url: string; body: unknown }[] = [];
    const whole = [summary('c1', 'Family'), summary('c2', 'Cousins'), summary('c3', 'Old chat')];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        if (!init?.method || init.method === 'GET') {
          return Promise.resolve(new Response(JSON.stringify(whole), { status: 200 }));
        }
        const body = JSON.parse(String(init?.body)) as { muted: boolean };
        puts.push({ url, body });
        return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
      }),
    );
    const view = renderRoutes([
      { path: '/', element: <ConversationMutes profileId="p1" settings={settings} /> },
    ]);
    view.queryClient.setQueryData(pushSettingsKey('p1'), settings);
    view.queryClient.setQueryData(queryKeys.conversations('p1'), [
      summary('c1', 'Family'),
      summary('c2', 'Cousins'),
    ]);

    // The list screen holds a screenful; an older conversation can be quieted all the same.
    await screen.findByRole('checkbox', { name: 'Old chat' });
    const family = screen.getByRole('checkbox', { name: 'Family' });
    expect(family).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Cousins' })).not.toBeChecked();

    await userEvent.click(family);
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      url: '/api/v1/profiles/p1/conversations/c1/notifications',
      body: { muted: true },
    });
    await waitFor(() =>
      expect(view.queryClient.getQueryData(pushSettingsKey('p1'))).toEqual({
        previews: true,
        muted_conversation_ids: ['c2', 'c1'],
      }),
    );
  });
});
