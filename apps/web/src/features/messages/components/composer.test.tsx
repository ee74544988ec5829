import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TYPING_RENEW_MS } from '@hearth/shared';
import { IndexedDbOutboxStore } from '@/lib/realtime/outbox-store';
import { stubMicrophone } from '@/test/fake-media';
import { fakeFetch, renderPage } from '@/test/render';
import { Composer } from './composer';

function open() {
  const onSend = vi.fn();
  const view = renderPage(<Composer profileId="p1" conversationId="c1" onSend={onSend} />);
  return { ...view, onSend, input: screen.getByPlaceholderText('Type your message...') };
}

describe('Composer', () => {
  afterEach(() => vi.useRealTimers());

  it('sends a voice message in one gesture with the caption typed, the microphone kept in place', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    stubMicrophone();
    fakeFetch();
    const { input, onSend, services } = open();
    const mic = screen.getByRole('button', { name: 'Record a voice message' });
    await userEvent.click(mic);
    await screen.findByRole('status');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    // The talk button stays beside the box, which now takes the caption.
    const caption = screen.getByRole('textbox', { name: 'Caption (optional)' });
    expect(caption.nextElementSibling).toContainElement(mic);
    expect(screen.getByText('Tap send when you are done.').parentElement).toHaveClass(
      'order-first',
    );
    await userEvent.type(caption, 'For you');
    await userEvent.click(mic);
    await vi.waitFor(() =>
      expect(services.outbox.snapshot()).toMatchObject([{ kind: 'voice', content: 'For you' }]),
    );
    expect(onSend).toHaveBeenCalled();
    await vi.waitFor(() => expect(input).toHaveValue(''));
    expect(mic).toHaveAccessibleName('Record a voice message');
  });

  it('keeps Send disabled while the text is blank', async () => {
    const { input } = open();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await userEvent.type(input, '   ');
    expect(send).toBeDisabled();
    await userEvent.type(input, 'Hi');
    expect(send).toBeEnabled();
  });

  it('hands the trimmed text to the outbox with a client UUID and clears at once', async () => {
    const calls = fakeFetch({ status: 201, body: { id: 'm1' } });
    const { input, onSend, services } = open();
    await userEvent.type(input, '  Hello Gran  {Enter}');
    expect(input).toHaveValue('');
    expect(onSend).toHaveBeenCalled();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url).toBe('/api/v1/profiles/p1/conversations/c1/messages');
    const body = calls[0]?.body as { message: { content: string; client_id: string } };
    expect(body.message.content).toBe('Hello Gran');
    expect(body.message.client_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/);
    await vi.waitFor(() => expect(services.outbox.snapshot()).toEqual([]));
  });

  it('keeps the message in the outbox (and in storage) while the network is down', async () => {
    fakeFetch();
    const { input, services, accountId } = open();
    await userEvent.type(input, 'Offline hello{Enter}');
    await vi.waitFor(() =>
      expect(services.outbox.snapshot()).toMatchObject([
        { content: 'Offline hello', status: 'sending', waiting: true },
      ]),
    );
    const stored = await new IndexedDbOutboxStore(accountId).load();
    expect(stored).toMatchObject([{ kind: 'text', content: 'Offline hello', status: 'sending' }]);
  });

  it('says it is typing at most once per renewal period', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(100_000);
    const { input, sentTyping } = open();
    await userEvent.type(input, 'Hel');
    expect(sentTyping).toEqual([{ conversationId: 'c1', profileId: 'p1' }]);
    now.mockReturnValue(100_000 + TYPING_RENEW_MS);
    await userEvent.type(input, 'lo');
    expect(sentTyping).toHaveLength(2);
  });

  it('attaches a chosen story idea to the next message only, shown until sent', async () => {
    const calls = fakeFetch({ status: 201, body: { id: 'm1' } });
    const { input } = open();
    await userEvent.click(screen.getByRole('button', { name: 'Story Ideas' }));
    await userEvent.click(await screen.findByRole('button', { name: /The house I grew up in/ }));
    expect(screen.getByText('Answering: The house I grew up in')).toBeInTheDocument();
    await userEvent.type(input, 'A little red house{Enter}');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({
      message: { content: 'A little red house', prompt_id: 'house-grew-up-in' },
    });
    expect(screen.queryByText(/Answering:/)).not.toBeInTheDocument();
    await userEvent.type(input, 'And another{Enter}');
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.body).not.toHaveProperty('message.prompt_id');
  });
});

describe('Composer in kid mode', () => {
  afterEach(() => window.localStorage.clear());

  it('hides Read a Story and offers Story Ideas as asking for a story', async () => {
    window.localStorage.setItem('kid_mode', JSON.stringify({ supervisor: 'Nana' }));
    vi.resetModules();
    const { Composer: KidComposer } = await import('./composer');
    renderPage(<KidComposer profileId="c1" conversationId="k1" onSend={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Read a Story' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Story Ideas' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a story' }));
    await userEvent.click(await screen.findByRole('button', { name: /My favourite toy/ }));
    expect(screen.getByText('Asking for: My favourite toy')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Type your message...')).toHaveValue(
      'Can you tell me a story? My favourite toy',
    );
  });

  it('keeps both for a grown-up', () => {
    renderPage(<Composer profileId="p1" conversationId="c1" onSend={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Read a Story' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Story Ideas' })).toBeInTheDocument();
  });
});
