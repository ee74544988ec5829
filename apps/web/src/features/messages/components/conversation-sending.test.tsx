import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys } from '@/lib/query-keys';
import type { ConversationPages } from '@/lib/realtime/cache-updates';
import { renderPage } from '@/test/render';
import { ConversationPage } from './conversation-page';

const me = { id: 'p1', nickname: 'Mum' };
const gran = { id: 'p2', nickname: 'Gran' };
const detail = {
  id: 'c1',
  title: 'Family',
  participants: [me, gran],
  messages: [],
  has_more: false,
};

type PostReply = (body: { message: { content: string; client_id: string } }) => Promise<Response>;

/** The conversation loads; each send is answered by the next reply in the list. */
function serve(...posts: PostReply[]) {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST' && url.endsWith('/messages')) {
        const body = JSON.parse(String(init.body)) as Parameters<PostReply>[0];
        sent.push(body.message.content);
        return (posts.length > 1 ? posts.shift()! : posts[0]!)(body);
      }
      if (init?.method === 'POST') return Response.json({ unread_count: 0 });
      return Response.json(detail);
    }),
  );
  return sent;
}

const stored = (body: Parameters<PostReply>[0]) =>
  Response.json(
    {
      id: '01900000-0000-7000-8000-000000000001',
      content: body.message.content,
      created_at: '2026-11-21T10:00:00.000Z',
      profile: me,
      client_id: body.message.client_id,
    },
    { status: 201 },
  );

async function write(text: string) {
  renderPage(<ConversationPage profileId="p1" conversationId="c1" onShareInvite={vi.fn()} />);
  const input = await screen.findByPlaceholderText('Type your message...');
  await userEvent.type(input, `${text}{Enter}`);
}

describe('ConversationPage sending', () => {
  beforeAll(() => {
    Element.prototype.scrollTo = () => undefined;
  });

  it('shows the message at once as sending, then as sent with a tick, once', async () => {
    let answer: (r: Response) => void = () => undefined;
    const sent = serve((body) =>
      new Promise((done) => (answer = (r) => done(r))).then(() => stored(body)),
    );
    await write('Hello Gran');
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(within(log).getByText('Hello Gran')).toBeInTheDocument();
    expect(within(log).getByText('Sending…')).toBeInTheDocument();
    // The message shows as soon as the outbox holds it; the request follows once it is stored,
    // and only then is there an answer to give (answering earlier answered nothing).
    await vi.waitFor(() => expect(sent).toEqual(['Hello Gran']));
    answer(new Response());
    expect(await within(log).findByRole('img', { name: 'Sent' })).toBeInTheDocument();
    expect(within(log).queryByText('Sending…')).not.toBeInTheDocument();
    expect(within(log).getAllByText('Hello Gran')).toHaveLength(1);
    expect(sent).toEqual(['Hello Gran']);
  });

  it('keeps a sent message when a reload begun before it was stored answers after it', async () => {
    const later = () => {
      let release: () => void = () => undefined;
      const gate = new Promise<void>((done) => (release = done));
      return { gate, release };
    };
    const send = later();
    const reload = later();
    let gets = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'POST' && url.endsWith('/messages')) {
          const body = JSON.parse(String(init.body)) as Parameters<PostReply>[0];
          await send.gate;
          return stored(body);
        }
        if (init?.method === 'POST') return Response.json({ unread_count: 0 });
        // The second read is the reload; it was read by the server before the send was stored.
        if (++gets === 2) await reload.gate;
        return Response.json(detail);
      }),
    );
    const { queryClient } = renderPage(
      <ConversationPage profileId="p1" conversationId="c1" onShareInvite={vi.fn()} />,
    );
    await userEvent.type(await screen.findByPlaceholderText('Type your message...'), 'Hi{Enter}');
    const reloaded = queryClient.refetchQueries({ queryKey: ['conversation'] });
    send.release();
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(await within(log).findByRole('img', { name: 'Sent' })).toBeInTheDocument();
    reload.release();
    await act(() => reloaded);
    const cached = queryClient.getQueryData<ConversationPages>(queryKeys.conversation('p1', 'c1'));
    expect(cached?.pages[0]?.messages.map((m) => m.content)).toEqual(['Hi']);
    expect(within(log).getByText('Hi')).toBeInTheDocument();
    expect(within(log).getByRole('img', { name: 'Sent' })).toBeInTheDocument();
  });

  it('waits without losing the text while the network is down', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    await write('Are you there?');
    expect(await screen.findByText('Waiting for connection…')).toBeInTheDocument();
    expect(screen.getByText('Are you there?')).toBeInTheDocument();
  });

  it('a refused send alerts Failed to send message and offers Retry and Discard', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const sent = serve(
      async () => Response.json({ error: 'Content is too long' }, { status: 422 }),
      async (body) => stored(body),
    );
    await write('Hello?');
    expect(await screen.findByText('Not sent')).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith('Failed to send message');
    expect(screen.getByText('Hello?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('img', { name: 'Sent' })).toBeInTheDocument();
    expect(screen.queryByText('Not sent')).not.toBeInTheDocument();
    expect(sent).toEqual(['Hello?', 'Hello?']);
    expect(alert).toHaveBeenCalledOnce();
  });

  it('Discard removes a message that was not sent', async () => {
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    serve(async () => Response.json({ error: 'no' }, { status: 422 }));
    await write('Oops');
    await userEvent.click(await screen.findByRole('button', { name: /Discard unsent message/ }));
    expect(screen.queryByText('Oops')).not.toBeInTheDocument();
    expect(screen.getByText('Start the conversation!')).toBeInTheDocument();
  });
});
