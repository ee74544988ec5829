import { screen, within } from '@testing-library/react';
import { setEasyMode } from '@/lib/easy-mode';
import { fakeFetch, renderPage } from '@/test/render';
import { ConversationPage } from './conversation-page';

const me = { id: 'p1', nickname: 'Mum' };
const gran = { id: 'p2', nickname: 'Gran' };

function detail(participants: (typeof me)[], messages: unknown[] = []) {
  return { id: 'c1', title: 'Family', participants, messages, has_more: false };
}

function open(onShareInvite = vi.fn()) {
  renderPage(<ConversationPage profileId="p1" conversationId="c1" onShareInvite={onShareInvite} />);
  return onShareInvite;
}

describe('ConversationPage', () => {
  beforeAll(() => {
    // jsdom has no layout; scrolling is checked in the browser suite.
    Element.prototype.scrollTo = () => undefined;
  });

  it("says You're flying solo! with a share button when alone", async () => {
    fakeFetch({ status: 200, body: detail([me]) });
    const share = open();
    expect(await screen.findByText("You're flying solo!")).toBeInTheDocument();
    screen.getByRole('button', { name: 'Share Invite Link' }).click();
    expect(share).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Family' })).toBeInTheDocument();
  });

  it('says Start the conversation! when others are in but nobody wrote yet', async () => {
    fakeFetch({ status: 200, body: detail([me, gran]) });
    open();
    expect(await screen.findByText('Start the conversation!')).toBeInTheDocument();
    expect(screen.getByText('Mum, Gran')).toBeInTheDocument();
  });

  it('says No participants when the list is empty', async () => {
    fakeFetch({ status: 200, body: detail([]) });
    open();
    expect(await screen.findByText('No participants')).toBeInTheDocument();
  });

  it('shows each message with its sender, hour and minute, own ones on the right', async () => {
    const at = '2026-11-21T09:05:00Z';
    fakeFetch({
      status: 200,
      body: detail(
        [me, gran],
        [
          {
            id: 'm1',
            content: '<b>Hi</b>',
            created_at: at,
            profile: gran,
            client_id: null,
            kind: 'text',
          },
          {
            id: 'm2',
            content: 'Hello Gran',
            created_at: at,
            profile: me,
            client_id: null,
            kind: 'text',
          },
        ],
      ),
    });
    open();
    const log = await screen.findByRole('log', { name: 'Messages' });
    // The history scrolls from the keyboard: its region takes focus and says what it is.
    const history = screen.getByRole('region', { name: 'Message history' });
    expect(history).toContainElement(log);
    history.focus();
    expect(history).toHaveFocus();
    const [first, second] = within(log).getAllByRole('listitem');
    // Text stays text: markup in a message is shown, never run.
    expect(within(first as HTMLElement).getByText('<b>Hi</b>')).toBeInTheDocument();
    expect(first).toHaveClass('items-start');
    expect(second).toHaveClass('items-end');
    expect(within(second as HTMLElement).getByText('Mum')).toBeInTheDocument();
    const time = new Date(at).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
    expect(within(second as HTMLElement).getByText(time)).toHaveAttribute('datetime', at);
  });

  it('in easy mode opens on the newest message first, big, with every action in words', async () => {
    const text = (id: string, content: string, profile: typeof me, minute: number) => ({
      id,
      content,
      created_at: `2026-11-21T09:0${minute}:00Z`,
      profile,
      client_id: null,
      kind: 'text',
    });
    fakeFetch({
      status: 200,
      body: detail(
        [me, gran],
        [text('m1', 'Good morning', gran, 1), text('m2', 'Hello Gran', me, 2)],
      ),
    });
    setEasyMode(true);
    try {
      open();
      const log = await screen.findByRole('log', { name: 'Messages' });
      const items = within(log)
        .getAllByRole('listitem')
        .filter((item) => item.parentElement?.tagName === 'OL');
      // Newest first in the page's order, so that reading and Tab follow what shows.
      expect(items.map((item) => item.dataset.messageId)).toEqual(['m2', 'm1']);
      expect(items[0]?.parentElement?.className).toContain('[&>li:first-child>p]:text-2xl');
      // The sender's actions are buttons of their own, not a menu behind three dots.
      const actions = within(items[0] as HTMLElement).getByRole('group', {
        name: 'Message actions',
      });
      expect(within(actions).getByRole('button', { name: 'Delete' })).toHaveTextContent('Delete');
      expect(screen.queryByRole('button', { name: 'Message actions' })).not.toBeInTheDocument();
      // Header buttons say what they do.
      expect(screen.getByRole('button', { name: 'Voice call' })).toHaveTextContent('Voice call');
    } finally {
      setEasyMode(false);
    }
  });
});
