import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IndexedDbOutboxStore } from '@/lib/realtime/outbox-store';
import { REVIEW_KEY } from '@/lib/voice/review-choice';
import { stubMicrophone } from '@/test/fake-media';
import { renderPage } from '@/test/render';
import { ConversationPage } from './conversation-page';

const me = { id: 'p1', nickname: 'Mum' };
const gran = { id: 'p2', nickname: 'Grandma' };
const MEDIA_ID = '01900000-0000-7000-8000-00000000aaaa';

interface Call {
  method: string;
  url: string;
  body: unknown;
  type: string | undefined;
}

/** The server of one conversation: each route answers from the test's handlers. */
function serve(handlers: { upload?: (call: Call) => Response; send?: (call: Call) => Response }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      const call: Call = {
        method: init.method ?? 'GET',
        url,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
        type: headers['Content-Type'],
      };
      calls.push(call);
      if (url.includes('/media?'))
        return (handlers.upload ?? (() => Response.json({ media: { id: MEDIA_ID } })))(call);
      if (call.method === 'POST' && url.endsWith('/messages'))
        return (handlers.send ?? voiceStored)(call);
      if (call.method === 'POST') return Response.json({});
      return Response.json({
        id: 'c1',
        title: 'Family',
        participants: [me, gran],
        messages: [],
        has_more: false,
      });
    }),
  );
  return calls;
}

function voiceStored(call: Call) {
  const { message } = call.body as {
    message: { content: string; client_id: string; audio_id: string; waveform: number[] };
  };
  return Response.json(
    {
      id: '01900000-0000-7000-8000-000000000001',
      content: message.content,
      created_at: '2026-11-21T10:00:00.000Z',
      profile: me,
      client_id: message.client_id,
      kind: 'voice',
      audio: {
        id: message.audio_id,
        url: `/api/v1/media/${message.audio_id}?sig=s`,
        mime_type: 'audio/webm',
        duration_ms: 3000,
        waveform: message.waveform,
      },
    },
    { status: 201 },
  );
}

async function openAndRecord(seconds = 3) {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  stubMicrophone();
  // These journeys go through the preview: Stop, listen, then Send.
  localStorage.setItem(REVIEW_KEY, '1');
  const view = renderPage(
    <ConversationPage profileId="p1" conversationId="c1" onShareInvite={vi.fn()} />,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Record a voice message' }));
  await screen.findByRole('button', { name: 'Stop' });
  await act(() => vi.advanceTimersByTimeAsync(seconds * 1000));
  return view;
}

// Whole journeys through the page, a dozen steps each: on a busy two-core machine one can take
// longer than the default 5 s without anything being wrong.
describe('ConversationPage voice messages', { timeout: 20_000 }, () => {
  beforeAll(() => {
    Element.prototype.scrollTo = () => undefined;
  });
  afterEach(() => vi.useRealTimers());

  it('records, previews, uploads then sends with the caption and the waveform, shown pending then sent', async () => {
    let answerUpload: () => void = () => undefined;
    const calls = serve({});
    const uploaded = new Promise<void>((done) => (answerUpload = done));
    const realFetch = fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.includes('/media?')) await uploaded;
        return realFetch(url, init);
      }),
    );
    vi.stubGlobal(
      'OfflineAudioContext',
      vi.fn(() => ({
        decodeAudioData: async () => ({
          numberOfChannels: 1,
          getChannelData: () => new Float32Array(100).fill(0.5),
        }),
      })),
    );
    await openAndRecord(3);
    await userEvent.type(screen.getByRole('textbox', { name: 'Caption (optional)' }), 'For you');
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.getByText('Recorded 0:03. Listen, then send it.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send voice message' }));

    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(within(log).getByText('Voice message (0:03)')).toBeInTheDocument();
    expect(within(log).getByText('For you')).toBeInTheDocument();
    expect(within(log).getByText('Sending…')).toBeInTheDocument();
    answerUpload();

    expect(
      await within(log).findByRole('button', { name: 'Play your voice message, 3 seconds' }),
    ).toBeInTheDocument();
    expect(within(log).queryByText('Sending…')).not.toBeInTheDocument();
    const upload = calls.find((c) => c.url.includes('/media?'))!;
    const clientId = new URL(upload.url, 'http://x').searchParams.get('client_id');
    expect(upload.url).toMatch(/^\/api\/v1\/profiles\/p1\/conversations\/c1\/media\?client_id=/);
    expect(upload.body).toBeInstanceOf(Blob);
    expect(upload.type).toMatch(/^audio\/webm/);
    const send = calls.find((c) => c.method === 'POST' && c.url.endsWith('/messages'))!;
    expect(send.body).toEqual({
      message: {
        content: 'For you',
        client_id: clientId,
        audio_id: MEDIA_ID,
        waveform: new Array(50).fill(255),
      },
    });
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('retries a refused send with the same client id and without uploading again', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    let refuse = true;
    const calls = serve({
      send: (call) =>
        refuse ? Response.json({ error: 'No' }, { status: 422 }) : voiceStored(call),
    });
    await openAndRecord();
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send voice message' }));
    expect(await screen.findByText('Not sent')).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith('Failed to send message');
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('button', { name: 'Play your voice message, 3 seconds' }),
    ).toBeInTheDocument();
    const sends = calls.filter((c) => c.method === 'POST' && c.url.endsWith('/messages'));
    const ids = sends.map((c) => (c.body as { message: { client_id: string } }).message.client_id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
    expect(calls.filter((c) => c.url.includes('/media?'))).toHaveLength(1);
  });

  it('keeps a voice message recorded offline in the outbox with its audio, and sends it after the text written before it', async () => {
    let online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const calls = serve({
      send: (call) => {
        const { message } = call.body as { message: { content: string; client_id: string } };
        if (!('audio_id' in message)) {
          return Response.json(
            {
              id: '01900000-0000-7000-8000-000000000002',
              content: message.content,
              created_at: '2026-11-21T09:59:00.000Z',
              profile: me,
              client_id: message.client_id,
              kind: 'text',
            },
            { status: 201 },
          );
        }
        return voiceStored(call);
      },
    });
    const served = fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (!online && init?.method === 'POST') throw new TypeError('Failed to fetch');
        return served(url, init);
      }),
    );
    const { services, accountId } = await openAndRecord(2);
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    // A text written while the recording waits for its Send goes first.
    await act(() =>
      services.outbox.add({
        client_id: 'text-1',
        profile_id: 'p1',
        conversation_id: 'c1',
        content: 'Before the voice',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send voice message' }));
    const log = await screen.findByRole('log', { name: 'Messages' });
    const pending = await within(log).findByText('Voice message (0:02)');
    expect(pending.closest('li')).toHaveTextContent('Waiting for connection…');

    // Kept on this device, audio and all, so that a reload does not lose it.
    await waitFor(async () => {
      const kept = await new IndexedDbOutboxStore(accountId).load();
      expect(kept.map((i) => i.kind)).toEqual(['text', 'voice']);
    });
    const [, voice] = await new IndexedDbOutboxStore(accountId).load();
    if (voice?.kind !== 'voice') throw new Error('the voice message was not kept');
    expect(voice.audio).toBeInstanceOf(Blob);
    expect(voice.audio.size).toBeGreaterThan(0);
    expect(voice.mime_type).toMatch(/^audio\/webm/);
    expect(voice.duration_ms).toBe(2000);

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await act(() => services.outbox.flush());
    expect(
      await within(log).findByRole('button', { name: 'Play your voice message, 3 seconds' }),
    ).toBeInTheDocument();
    const posts = calls
      .filter((c) => c.method === 'POST' && !c.url.endsWith('/read'))
      .map((c) => (c.url.includes('/media?') ? 'upload' : 'send'));
    expect(posts).toEqual(['send', 'upload', 'send']);
    await waitFor(async () => expect(await new IndexedDbOutboxStore(accountId).load()).toEqual([]));
  });

  it('asks before leaving while a recording is open, and stays when told to', async () => {
    serve({});
    const { router } = await openAndRecord();
    await act(() => router.navigate('/elsewhere'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard your recording?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
    await act(() => router.navigate('/elsewhere'));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });

  it('alerts the specification text when the microphone is denied', async () => {
    serve({});
    stubMicrophone('denied');
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderPage(<ConversationPage profileId="p1" conversationId="c1" onShareInvite={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Record a voice message' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Could not access microphone. Please check permissions.'),
    );
    expect(screen.getByRole('button', { name: 'Record a voice message' })).toBeInTheDocument();
  });
});
