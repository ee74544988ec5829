import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Call } from '@hearth/shared';
import { requestCall } from '@/lib/calls/call-requests';
import type { CallCommand } from '@/lib/calls/call-channel';
import { signIn } from '@/lib/session';
import { FakePeerConnection, stubWebRtc } from '@/test/fake-webrtc';
import { fakeFetch, renderPage } from '@/test/render';
import CallOverlay from './call-overlay';

const me = { id: 'p-me', nickname: 'Mum' };
const nana = { id: 'p-nana', nickname: 'Nana', joined_at: '2026-01-01T10:00:01Z' };
const call = {
  id: 'call-1',
  conversation_id: 'c1',
  started_by: me.id,
  started_at: '2026-01-01T10:00:00Z',
  video: true,
  participants: [{ ...me, joined_at: '2026-01-01T10:00:00Z' }],
} as Call;
const iceServers = [{ urls: ['turn:127.0.0.1:3478'], username: 'u', credential: 'c' }];

async function inCall() {
  const media = stubWebRtc();
  signIn('tok', { id: 'u1', email_address: 'a@b.co', profile: me });
  const fetch = fakeFetch(
    { status: 201, body: { call, ice_servers: iceServers } },
    { status: 204 },
  );
  const view = renderPage(<CallOverlay />);
  const sent: CallCommand[] = [];
  view.services.calls.attach((command) => sent.push(command) > 0);
  act(() => requestCall({ profileId: me.id, conversationId: 'c1', video: true, title: 'Family' }));
  await screen.findByRole('dialog', { name: 'Video call: Family' });
  const hear = (event: Parameters<typeof view.services.calls.emit>[0]) =>
    act(() => view.services.calls.emit(event));
  return { ...view, ...media, fetch, sent, hear };
}

describe('The call screen', () => {
  it('starts the call, connects to whoever joins with the call’s ICE servers, and shows their state', async () => {
    const { fetch, sent, hear } = await inCall();
    expect(fetch[0]).toMatchObject({ method: 'POST', body: { call: { video: true } } });
    expect(fetch[0]?.url).toContain('/profiles/p-me/conversations/c1/calls');
    expect(await screen.findByText('Calling...')).toBeInTheDocument();

    hear({
      type: 'call.joined',
      conversation_id: 'c1',
      call_id: 'call-1',
      participant: nana,
      stream: 'c:c1',
      seq: 2,
    });
    const tile = await screen.findByRole('figure', { name: 'Nana' });
    expect(tile).toHaveTextContent('Connecting...');
    const pc = FakePeerConnection.all[0]!;
    expect(pc.config.iceServers).toEqual(iceServers);
    // The local camera and microphone go to Nana, and an offer follows (the impolite side here).
    await waitFor(() =>
      expect(sent).toContainEqual(
        expect.objectContaining({
          to_profile_id: 'p-nana',
          signal: { description: { type: 'offer', sdp: 'offer-sdp' } },
        }),
      ),
    );
    act(() => pc.become('connected'));
    expect(tile).toHaveTextContent('Connected');

    // The network changes: "Reconnecting..." while an ICE restart is tried.
    act(() => pc.become('failed'));
    expect(tile).toHaveTextContent('Reconnecting...');
    expect(pc.restartIce).toHaveBeenCalled();
  });

  it('keeps an offer heard before the server’s answer to the join, and answers it', async () => {
    stubWebRtc();
    signIn('tok', { id: 'u1', email_address: 'a@b.co', profile: me });
    fakeFetch({ status: 201, body: { call, ice_servers: iceServers } });
    const view = renderPage(<CallOverlay />);
    const sent: CallCommand[] = [];
    view.services.calls.attach((command) => sent.push(command) > 0);
    act(() => requestCall({ profileId: me.id, conversationId: 'c1', video: true }));
    // The server counted this profile in and Ann's offer came over the socket at once (this side
    // is the polite one: it makes no first offer of its own, it answers Ann's).
    const offer = { type: 'offer', sdp: 'nana-offer' } as const;
    act(() =>
      view.services.calls.emit({
        type: 'call.signal',
        call_id: 'call-1',
        from_profile_id: 'p-ann',
        to_profile_id: 'p-me',
        signal: { description: offer },
      }),
    );
    await waitFor(() => expect(FakePeerConnection.all[0]?.remoteDescription).toEqual(offer));
    await waitFor(() =>
      expect(sent).toContainEqual(
        expect.objectContaining({
          to_profile_id: 'p-ann',
          signal: { description: { type: 'answer', sdp: 'answer-sdp' } },
        }),
      ),
    );
  });

  it('starts a fresh connection when the first one never comes, with a new generation', async () => {
    const { sent, hear } = await inCall();
    vi.useFakeTimers();
    try {
      hear({
        type: 'call.joined',
        conversation_id: 'c1',
        call_id: 'call-1',
        participant: nana,
        stream: 'c:c1',
        seq: 2,
      });
      await act(async () => vi.advanceTimersByTime(10_000));
    } finally {
      vi.useRealTimers();
    }
    expect(FakePeerConnection.all).toHaveLength(2);
    expect(FakePeerConnection.all[0]!.close).toHaveBeenCalled();
    await waitFor(() =>
      expect(sent).toContainEqual(
        expect.objectContaining({
          to_profile_id: 'p-nana',
          signal: { description: { type: 'offer', sdp: 'offer-sdp' }, generation: 1 },
        }),
      ),
    );
  });

  it('follows the other side to a fresh connection, keeping what it said, ignoring the old one', async () => {
    const { sent, hear } = await inCall();
    const from = { type: 'call.signal', call_id: 'call-1', to_profile_id: 'p-me' } as const;
    // Ann's side is the impolite one: she starts the fresh connection, this side follows.
    hear({
      ...from,
      from_profile_id: 'p-ann',
      signal: { media: { muted: true, camera_off: false } },
    });
    const offer = { type: 'offer', sdp: 'ann-offer-2' } as const;
    hear({ ...from, from_profile_id: 'p-ann', signal: { description: offer, generation: 1 } });
    expect(FakePeerConnection.all).toHaveLength(2);
    const [old, fresh] = FakePeerConnection.all;
    expect(old!.close).toHaveBeenCalled();
    await waitFor(() => expect(fresh!.remoteDescription).toEqual(offer));
    await waitFor(() =>
      expect(sent).toContainEqual(
        expect.objectContaining({
          to_profile_id: 'p-ann',
          signal: { description: { type: 'answer', sdp: 'answer-sdp' }, generation: 1 },
        }),
      ),
    );
    expect(await screen.findByText('Muted')).toBeInTheDocument();
    // A candidate of the old connection, late: no third connection, nothing added.
    const late = { candidate: 'candidate:old', sdpMid: '0' };
    hear({ ...from, from_profile_id: 'p-ann', signal: { candidate: late } });
    expect(FakePeerConnection.all).toHaveLength(2);
    expect(fresh!.candidates).toEqual([]);
    // Her media state counts whichever connection it comes by.
    hear({
      ...from,
      from_profile_id: 'p-ann',
      signal: { media: { muted: false, camera_off: true } },
    });
    expect(await screen.findByText('Camera off')).toBeInTheDocument();
    expect(screen.queryByText('Muted')).not.toBeInTheDocument();
  });

  it('answers an offer, and shows the other side muted when it says so', async () => {
    const { sent, hear } = await inCall();
    // Nana's offer comes before her join is heard: the link is made for her at once.
    hear({
      type: 'call.signal',
      call_id: 'call-1',
      from_profile_id: 'p-nana',
      to_profile_id: 'p-me',
      signal: { media: { muted: true, camera_off: false } },
    });
    hear({
      type: 'call.joined',
      conversation_id: 'c1',
      call_id: 'call-1',
      participant: nana,
      stream: 'c:c1',
      seq: 2,
    });
    const tile = await screen.findByRole('figure', { name: 'Nana' });
    expect(tile).toHaveTextContent('Muted');
    expect(FakePeerConnection.all).toHaveLength(1);
    // Another call's signal, or one for another profile, is not this call's business.
    hear({
      type: 'call.signal',
      call_id: 'call-2',
      from_profile_id: 'p-x',
      to_profile_id: 'p-me',
      signal: {},
    });
    expect(FakePeerConnection.all).toHaveLength(1);
    expect(sent.some((c) => c.type === 'call.signal' && c.to_profile_id === 'p-x')).toBe(false);
  });

  it('mutes, turns the camera off and tells the others; hangs up and leaves the call', async () => {
    const user = userEvent.setup();
    const { audio, video, sent, hear, fetch } = await inCall();
    hear({
      type: 'call.joined',
      conversation_id: 'c1',
      call_id: 'call-1',
      participant: nana,
      stream: 'c:c1',
      seq: 2,
    });
    await screen.findByRole('figure', { name: 'Nana' });

    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(audio.enabled).toBe(false);
    expect(sent.at(-1)).toMatchObject({
      to_profile_id: 'p-nana',
      signal: { media: { muted: true, camera_off: false } },
    });
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Turn camera off' }));
    expect(video.enabled).toBe(false);
    expect(sent.at(-1)).toMatchObject({ signal: { media: { muted: true, camera_off: true } } });

    await user.click(screen.getByRole('button', { name: 'Hang up' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetch[1]).toMatchObject({ method: 'POST' });
    expect(fetch[1]?.url).toContain('/calls/call-1/leave');
    expect(audio.stop).toHaveBeenCalled();
    expect(FakePeerConnection.all[0]!.close).toHaveBeenCalled();
  });

  it('closes when the call ends', async () => {
    const { hear, audio } = await inCall();
    hear({
      type: 'call.ended',
      conversation_id: 'c1',
      call_id: 'call-1',
      reason: 'missed',
      duration_ms: 0,
      stream: 'c:c1',
      seq: 3,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(audio.stop).toHaveBeenCalled();
  });

  it('shows the server’s refusal (a child calling someone not approved) until closed', async () => {
    const user = userEvent.setup();
    stubWebRtc();
    signIn('tok', { id: 'u1', email_address: 'a@b.co', profile: me });
    const sentence = 'Someone in this call has not been approved by a grown-up yet';
    fakeFetch({ status: 403, body: { error: sentence, code: 'forbidden', errors: [sentence] } });
    renderPage(<CallOverlay />);
    act(() => requestCall({ profileId: me.id, conversationId: 'c1', video: true, title: 'Nana' }));
    const refusal = await screen.findByRole('alertdialog', { name: 'The call could not start' });
    expect(refusal).toHaveTextContent(sentence);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(FakePeerConnection.all).toHaveLength(0);
  });
});
