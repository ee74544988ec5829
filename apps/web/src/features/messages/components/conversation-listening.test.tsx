import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Message } from '@hearth/shared';
import { applyEvent } from '@/lib/realtime/apply-event';
import { TypingStore } from '@/lib/realtime/typing-store';
import { restorePlayback, stubPlayback } from '@/test/fake-media';
import { aMessage, anAudio } from '@/test/messages';
import { renderPage } from '@/test/render';
import { ConversationPage } from './conversation-page';

const me = { id: 'p1', nickname: 'Mum' };
const gran = { id: 'p2', nickname: 'Grandma' };

function serve(messages: Message[]) {
  const played: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'POST' && url.endsWith('/played')) {
        played.push(url.split('/').at(-2)!);
        return new Response(null, { status: 204 });
      }
      if (init.method === 'POST') return Response.json({ unread_count: 0 });
      return Response.json({
        id: 'c1',
        title: 'Family',
        participants: [me, gran],
        messages,
        has_more: false,
      });
    }),
  );
  return played;
}

const open = () =>
  renderPage(<ConversationPage profileId="p1" conversationId="c1" onShareInvite={vi.fn()} />);

/** The list item of the message whose player has this accessible name. */
async function bubble(playLabel: string) {
  const button = await screen.findByRole('button', { name: playLabel });
  return { item: button.closest('li')!, audio: button.closest('li')!.querySelector('audio')! };
}

// Whole journeys through the page, a dozen steps each: on a busy two-core machine one can take
// longer than the default 5 s without anything being wrong.
describe('ConversationPage listening', { timeout: 20_000 }, () => {
  beforeAll(() => {
    Element.prototype.scrollTo = () => undefined;
  });
  afterEach(() => restorePlayback());

  it('labels the player, marks an unplayed message New, and records the play once', async () => {
    const play = stubPlayback();
    const voice = aMessage({ from: gran, audio: anAudio(12) });
    const played = serve([voice]);
    open();
    const { item, audio } = await bubble('Play voice message from Grandma, 12 seconds');
    expect(within(item).getByText('New')).toBeInTheDocument();
    expect(
      within(item).getByRole('slider', {
        name: 'Position in voice message from Grandma, 12 seconds',
      }),
    ).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Speed 1x' })).toBeInTheDocument();

    await userEvent.click(within(item).getByRole('button', { name: /^Play voice message/ }));
    expect(play).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(played).toEqual([voice.id]));
    await vi.waitFor(() => expect(within(item).queryByText('New')).not.toBeInTheDocument());

    fireEvent.ended(audio);
    await userEvent.click(within(item).getByRole('button', { name: /^Play voice message/ }));
    fireEvent.ended(audio);
    expect(played).toEqual([voice.id]);
  });

  it('plays the next unplayed voice message when one ends, and stops at a text message', async () => {
    const play = stubPlayback();
    const first = aMessage({ from: gran, audio: anAudio(3, 'a1') });
    const second = aMessage({ from: gran, audio: anAudio(4, 'a2') });
    const text = aMessage({ from: gran, content: 'Did you hear me?' });
    const third = aMessage({ from: gran, audio: anAudio(5, 'a3') });
    serve([first, second, text, third]);
    open();
    const one = await bubble('Play voice message from Grandma, 3 seconds');
    const two = await bubble('Play voice message from Grandma, 4 seconds');
    await userEvent.click(within(one.item).getByRole('button', { name: /^Play/ }));
    fireEvent.ended(one.audio);
    await vi.waitFor(() => expect(play.mock.contexts.at(-1)).toBe(two.audio));
    expect(play).toHaveBeenCalledTimes(2);
    // The chain would start the next one inside this event's render: nothing starts.
    fireEvent.ended(two.audio);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('shows the sender who listened, from the message and live from the event', async () => {
    stubPlayback();
    const heard = aMessage({ from: me, audio: anAudio(3, 'a1', [gran.id]) });
    const fresh = aMessage({ from: me, audio: anAudio(8, 'a2') });
    serve([heard, fresh]);
    const { queryClient } = open();
    const first = await bubble('Play your voice message, 3 seconds');
    expect(within(first.item).getByText('Grandma listened')).toBeInTheDocument();
    expect(within(first.item).queryByText('New')).not.toBeInTheDocument();
    const second = await bubble('Play your voice message, 8 seconds');
    expect(within(second.item).queryByText(/listened/)).not.toBeInTheDocument();
    const event = {
      type: 'message.played',
      stream: 'c:c1',
      seq: 1,
      conversation_id: 'c1',
      message_id: fresh.id,
      profile_id: gran.id,
    } as const;
    act(() =>
      applyEvent(event, {
        queryClient,
        typing: new TypingStore(),
        currentProfileId: () => me.id,
        isReading: () => true,
        catchUp: () => undefined,
      }),
    );
    expect(await within(second.item).findByText('Grandma listened')).toBeInTheDocument();
  });
});
