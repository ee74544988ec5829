import type { Message } from '@hearth/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, renderRoutes } from '@/test/render';
import { MessageBubble } from './message-bubble';

const joe = { id: 'p9', nickname: 'Grandpa Joe' };
const lily = { id: 'c1', nickname: 'Lily' };
const message = (id: string, profile: { id: string; nickname: string }): Message =>
  ({
    id,
    content: 'boo!',
    created_at: '2026-11-21T09:05:00Z',
    profile,
    client_id: null,
    kind: 'text',
  }) as Message;

function show(reportable: boolean) {
  renderRoutes(
    [
      {
        path: '/c',
        element: (
          <ol>
            <MessageBubble
              message={message('m1', joe)}
              own={false}
              profileId="c1"
              participants={[joe, lily]}
              conversationId="k1"
              reportable={reportable}
            />
            <MessageBubble
              message={message('m2', lily)}
              own
              profileId="c1"
              participants={[joe, lily]}
              conversationId="k1"
              reportable={reportable}
            />
          </ol>
        ),
      },
    ],
    '/c',
  );
}

describe('Tell a grown-up', () => {
  it('lets a child in kid mode report a message from someone else', async () => {
    const calls = fakeFetch({ status: 201, body: { id: 'r1' } });
    show(true);
    const buttons = screen.getAllByRole('button', { name: 'Tell a grown-up' });
    // Only the other person's message: the child's own needs no telling.
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0]!);
    expect(await screen.findByRole('status')).toHaveTextContent('A grown-up will see it.');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/profiles/c1/conversations/k1/messages/m1/report',
    });
  });

  it('says so when the report fails', async () => {
    fakeFetch({ status: 404, body: { error: 'Not found' } });
    show(true);
    await userEvent.click(screen.getByRole('button', { name: 'Tell a grown-up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That did not work.');
  });

  it('is not offered outside kid mode', () => {
    show(false);
    expect(screen.queryByRole('button', { name: 'Tell a grown-up' })).toBeNull();
  });
});
