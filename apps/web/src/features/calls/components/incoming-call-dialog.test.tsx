import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Call } from '@hearth/shared';
import { signIn } from '@/lib/session';
import { waitOnFakeClock } from '@/test/fake-clock';
import { FakePeerConnection, stubWebRtc } from '@/test/fake-webrtc';
import { fakeFetch, renderPage, renderRoutes, type FakeCall } from '@/test/render';
import CallOverlay from './call-overlay';

const me = { id: 'p-gran', nickname: 'Grandma' };
const call = {
  id: 'call-9',
  conversation_id: 'c1',
  started_by: 'p-mum',
  started_at: '2026-01-01T10:00:00Z',
  video: true,
  participants: [{ id: 'p-mum', nickname: 'Mum', joined_at: '2026-01-01T10:00:00Z' }],
} as Call;
const started = {
  type: 'call.started',
  conversation_id: 'c1',
  call,
  stream: 'c:c1',
  seq: 1,
} as const;

/** The server as this test needs it: the conversation's live call, the auto-answer list, a join. */
function server(autoAnswer: string[] = []) {
  return fakeFetch((request: FakeCall) => {
    if (request.url.includes('/auto_answer')) {
      return { status: 200, body: { auto_answer: { profile_ids: autoAnswer } } };
    }
    if (request.url.endsWith('/join')) {
      return {
        status: 200,
        body: {
          call: {
            ...call,
            participants: [...call.participants, { ...me, joined_at: '2026-01-01T10:00:05Z' }],
          },
          ice_servers: [],
        },
      };
    }
    if (request.method === 'POST') return { status: 204 };
    return {
      status: 200,
      body: {
        id: 'c1',
        title: 'Family',
        participants: [],
        messages: [],
        has_more: false,
        event_seq: 1,
        active_call: call,
      },
    };
  });
}

function ring(autoAnswer?: string[]) {
  stubWebRtc();
  signIn('tok', { id: 'u2', email_address: 'g@b.co', profile: me });
  const requests = server(autoAnswer);
  const view = renderPage(<CallOverlay />);
  const hear = (event: Parameters<typeof view.services.calls.emit>[0]) =>
    act(() => view.services.calls.emit(event));
  hear(started);
  return { ...view, requests, hear };
}

describe('An incoming call', () => {
  it('rings full screen with Answer and Decline; answering joins the call', async () => {
    const user = userEvent.setup();
    const { requests } = ring();
    const dialog = await screen.findByRole('dialog', { name: 'Mum is video calling' });
    expect(dialog).toHaveTextContent('Family');
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Answer' }));
    await screen.findByRole('dialog', { name: 'Video call: Family' });
    expect(requests.some((r) => r.method === 'POST' && r.url.endsWith('/calls/call-9/join'))).toBe(
      true,
    );
    // Mum was in the call already: the link to her is made at once.
    await screen.findByRole('figure', { name: 'Mum' });
    expect(FakePeerConnection.all).toHaveLength(1);
  });

  it('declining tells the server and stops ringing', async () => {
    const user = userEvent.setup();
    const { requests } = ring();
    await screen.findByRole('dialog', { name: 'Mum is video calling' });
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        requests.some((r) => r.method === 'POST' && r.url.endsWith('/calls/call-9/decline')),
      ).toBe(true),
    );
  });

  it('stops when answered on another device, and when the caller hangs up', async () => {
    const { hear } = ring();
    await screen.findByRole('dialog', { name: 'Mum is video calling' });
    hear({
      type: 'call.joined',
      conversation_id: 'c1',
      call_id: 'call-9',
      participant: { ...me, joined_at: '2026-01-01T10:00:03Z' },
      stream: 'c:c1',
      seq: 2,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    hear({ ...started, seq: 3 });
    await screen.findByRole('dialog', { name: 'Mum is video calling' });
    hear({
      type: 'call.ended',
      conversation_id: 'c1',
      call_id: 'call-9',
      reason: 'missed',
      duration_ms: 0,
      stream: 'c:c1',
      seq: 4,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not ring for the caller’s own call, nor for a conversation this profile is not in', async () => {
    stubWebRtc();
    signIn('tok', { id: 'u2', email_address: 'g@b.co', profile: me });
    const requests = fakeFetch({
      status: 404,
      body: { error: 'Not found', code: 'not_found', errors: ['Not found'] },
    });
    const view = renderPage(<CallOverlay />);
    act(() =>
      view.services.calls.emit({
        ...started,
        call: { ...call, participants: [{ ...me, joined_at: '' }] },
      }),
    );
    act(() => view.services.calls.emit(started));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('counts down to answer by itself a call from someone chosen, unless "Don\'t answer"', async () => {
    const user = userEvent.setup();
    ring(['p-mum']);
    await screen.findByRole('dialog', { name: 'Mum is video calling' });
    expect(await screen.findByRole('timer')).toHaveTextContent('Answering by itself in 10 s');
    await user.click(screen.getByRole('button', { name: "Don't answer" }));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    // Still ringing: answering or declining is up to whoever is there.
    expect(screen.getByRole('button', { name: 'Answer' })).toBeInTheDocument();
  });

  it('answers by itself when the countdown ends', async () => {
    vi.useFakeTimers();
    try {
      const { requests } = ring(['p-mum']);
      await waitOnFakeClock(() => screen.getByText('Answering by itself in 10 s'));
      for (let second = 0; second < 10; second++) {
        act(() => {
          vi.advanceTimersByTime(1000);
        });
      }
      // What the closing ring dialog left to clean up runs before real time takes over.
      act(() => {
        vi.runOnlyPendingTimers();
      });
      vi.useRealTimers();
      await screen.findByRole('dialog', { name: 'Video call: Family' });
      expect(requests.some((r) => r.url.endsWith('/calls/call-9/join'))).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not count down for someone not chosen', async () => {
    const { requests } = ring(['p-someone-else']);
    await screen.findByRole('dialog', { name: 'Mum is video calling' });
    await waitFor(() => expect(requests.some((r) => r.url.includes('/auto_answer'))).toBe(true));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});

describe('A call opened from its push', () => {
  it('rings when the conversation opens with ?call= and the call is still live', async () => {
    stubWebRtc();
    signIn('tok', { id: 'u2', email_address: 'g@b.co', profile: me });
    server();
    renderRoutes(
      [{ path: '/conversations/:id', element: <CallOverlay /> }],
      '/conversations/c1?call=call-9',
    );
    expect(await screen.findByRole('dialog', { name: 'Mum is video calling' })).toBeInTheDocument();
  });

  it('does not ring for a call that has ended', async () => {
    stubWebRtc();
    signIn('tok', { id: 'u2', email_address: 'g@b.co', profile: me });
    const requests = server();
    renderRoutes(
      [{ path: '/conversations/:id', element: <CallOverlay /> }],
      '/conversations/c1?call=call-old',
    );
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
