import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, renderRoutes, type FakeCall } from '@/test/render';
import { ConversationPage } from './conversation-page';

const me = { id: 'p1', nickname: 'Mum' };
const gran = { id: 'p2', nickname: 'Gran' };
const at = '2026-11-21T09:05:00Z';
const text = (id: string, content: string, extra = {}) => ({
  id,
  content,
  created_at: at,
  profile: gran,
  client_id: null,
  kind: 'text',
  ...extra,
});

function page(messages: unknown[], hasMore = false) {
  return { id: 'c1', title: 'Family', participants: [me, gran], messages, has_more: hasMore };
}

function open(path = '/conversations/c1') {
  const element = <ConversationPage profileId="p1" conversationId="c1" onShareInvite={vi.fn()} />;
  return renderRoutes([{ path: '/conversations/c1', element }], path);
}

describe('reactions', () => {
  beforeAll(() => {
    Element.prototype.scrollTo = () => undefined;
    Element.prototype.scrollIntoView = () => undefined;
  });

  it('shows each emoji with its count and who, pressed for its own, and toggles it', async () => {
    const hi = text('m1', 'Hi', {
      reactions: [
        { emoji: '❤️', count: 2, profile_ids: ['p1', 'p2'] },
        { emoji: '👍', count: 1, profile_ids: ['p2'] },
      ],
    });
    let fail = false;
    const calls = fakeFetch((call: FakeCall) =>
      call.method === 'GET' ? { status: 200, body: page([hi]) } : { status: fail ? 500 : 204 },
    );
    open();
    const heart = await screen.findByRole('button', { name: 'heart, 2 reactions: Mum, Gran' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAttribute('title', 'heart, 2 reactions: Mum, Gran');
    const thumbs = screen.getByRole('button', { name: 'thumbs up, 1 reaction: Gran' });
    expect(thumbs).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText(/score/i)).toBeNull();

    await userEvent.click(thumbs);
    // At once, before the server answers.
    const added = await screen.findByRole('button', { name: 'thumbs up, 2 reactions: Gran, Mum' });
    expect(added).toHaveAttribute('aria-pressed', 'true');
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toContain(
      `/conversations/c1/messages/m1/reactions/${encodeURIComponent('👍')}`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'heart, 2 reactions: Mum, Gran' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
    expect(await screen.findByRole('button', { name: 'heart, 1 reaction: Gran' })).toBeVisible();

    // The server refuses: the chip goes back to what it was.
    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'heart, 1 reaction: Gran' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your reaction could not be saved');
    expect(screen.getByRole('button', { name: 'heart, 1 reaction: Gran' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('opens the six labelled emojis from the keyboard, arrows move, Enter reacts, Escape closes', async () => {
    const calls = fakeFetch((call: FakeCall) =>
      call.method === 'GET' ? { status: 200, body: page([text('m1', 'Hi')]) } : { status: 204 },
    );
    open();
    const react = await screen.findByRole('button', { name: 'React' });
    react.focus();
    await userEvent.keyboard('{Enter}');
    const picker = screen.getByRole('group', { name: 'Choose a reaction' });
    const choices = within(picker).getAllByRole('button');
    expect(choices.map((b) => b.getAttribute('aria-label'))).toEqual([
      'React with heart',
      'React with laughing',
      'React with surprised',
      'React with sad',
      'React with thumbs up',
      'React with party',
    ]);
    expect(choices[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(choices[2]).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(choices[5]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Choose a reaction' })).toBeNull();
    expect(react).toHaveFocus();

    await userEvent.keyboard('{Enter}{ArrowLeft}{Enter}');
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.url).toContain(encodeURIComponent('🎉'));
    expect(await screen.findByRole('button', { name: 'party, 1 reaction: Mum' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('a long press (touch)', () => {
  beforeAll(() => {
    Element.prototype.scrollTo = () => undefined;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A finger held on the element past the long press, then lifted. */
  function hold(element: Element) {
    fireEvent.pointerDown(element, { pointerType: 'touch' });
    act(() => void vi.advanceTimersByTime(500));
    fireEvent.pointerUp(element, { pointerType: 'touch' });
  }

  it('on a message opens the six, and the click as the finger lifts picks none of them', async () => {
    const calls = fakeFetch((call: FakeCall) =>
      call.method === 'GET' ? { status: 200, body: page([text('m1', 'Hi')]) } : { status: 204 },
    );
    open();
    const hi = await screen.findByText('Hi', { selector: 'p' });
    vi.useFakeTimers();
    hold(hi);
    const picker = screen.getByRole('group', { name: 'Choose a reaction' });
    // The browser's click lands where the finger was: on whatever opened there.
    fireEvent.click(within(picker).getByRole('button', { name: 'React with heart' }));
    expect(screen.getByRole('group', { name: 'Choose a reaction' })).toBeVisible();
    // The next tap is a tap.
    const party = within(picker).getByRole('button', { name: 'React with party' });
    fireEvent.pointerDown(party, { pointerType: 'touch' });
    fireEvent.pointerUp(party, { pointerType: 'touch' });
    fireEvent.click(party);
    vi.useRealTimers();
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.url).toContain(encodeURIComponent('🎉'));
  });

  it('on a chip says who, without taking the reaction or opening the six', async () => {
    const hi = text('m1', 'Hi', { reactions: [{ emoji: '❤️', count: 1, profile_ids: ['p2'] }] });
    const calls = fakeFetch((call: FakeCall) =>
      call.method === 'GET' ? { status: 200, body: page([hi]) } : { status: 204 },
    );
    open();
    const heart = await screen.findByRole('button', { name: 'heart, 1 reaction: Gran' });
    vi.useFakeTimers();
    hold(heart);
    fireEvent.click(heart);
    expect(screen.getByText('❤️ Gran')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Choose a reaction' })).toBeNull();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(calls.filter((c) => c.method === 'PUT' || c.method === 'DELETE')).toEqual([]);
  });
});

describe('replies', () => {
  beforeAll(() => {
    Element.prototype.scrollTo = () => undefined;
  });

  it('quotes the message above the composer, sends reply_to_id and takes the quote away', async () => {
    const calls = fakeFetch((call: FakeCall) =>
      call.method === 'GET'
        ? { status: 200, body: page([text('m1', 'Sunday lunch?')]) }
        : { status: 500 },
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Message actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Reply' }));
    const form = screen.getByRole('textbox', { name: 'Message' }).closest('form')!;
    expect(within(form).getByText('Sunday lunch?')).toBeInTheDocument();
    expect(within(form).getByText('Replying to')).toBeInTheDocument();
    await userEvent.click(
      within(form).getByRole('button', { name: 'Do not reply to this message' }),
    );
    expect(within(form).queryByText('Sunday lunch?')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Message actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Reply' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Yes!{Enter}');
    const isSend = (c: FakeCall) => c.method === 'POST' && c.url.endsWith('/messages');
    await waitFor(() => expect(calls.some(isSend)).toBe(true));
    const sent = calls.find(isSend)!.body as { message: object };
    expect(sent.message).toMatchObject({ content: 'Yes!', reply_to_id: 'm1' });
    expect(within(form).queryByText('Sunday lunch?')).toBeNull();
  });

  it('jumps from a quote to the original, loading older pages until it is there', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.getAttribute('data-message-id') ?? '');
    };
    const original = text('m1', 'The first one');
    const reply = text('m9', 'Answering', {
      profile: me,
      reply_to: { id: 'm1', sender: gran, kind: 'text', preview: 'The first one' },
    });
    const calls = fakeFetch(({ url }: FakeCall) =>
      url.includes('before=m8')
        ? { status: 200, body: page([text('m5', 'middle')], true) }
        : url.includes('before=m5')
          ? { status: 200, body: page([original], false) }
          : { status: 200, body: page([text('m8', 'later'), reply], true) },
    );
    open();
    await userEvent.click(
      await screen.findByRole('button', { name: /^Go to the message this answers: ?Gran/ }),
    );
    const item = await screen.findByText('The first one', { selector: 'p' });
    await waitFor(() => expect(scrolled).toContain('m1'));
    expect(item.closest('li')).toHaveClass('jump-highlight');
    expect(calls.filter((c) => c.url.includes('before=')).length).toBe(2);
  });

  it('opens at ?message= from a search result', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.getAttribute('data-message-id') ?? '');
    };
    fakeFetch(({ url }: FakeCall) =>
      url.includes('before=m8')
        ? { status: 200, body: page([text('m3', 'found it')], false) }
        : { status: 200, body: page([text('m8', 'later')], true) },
    );
    open('/conversations/c1?message=m3');
    await screen.findByText('found it', { selector: 'p' });
    await waitFor(() => expect(scrolled).toEqual(['m3']));
  });
});
