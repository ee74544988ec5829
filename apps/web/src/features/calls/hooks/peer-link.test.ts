import { FakeMediaStream, FakePeerConnection, FakeTrack, stubWebRtc } from '@/test/fake-webrtc';
import { PeerLink, type PeerSignal } from './peer-link';

afterEach(() => vi.unstubAllGlobals());

function link(polite: boolean, local: MediaStream | null = null) {
  const sent: PeerSignal[] = [];
  const renew = vi.fn();
  const peer = new PeerLink({
    remoteId: 'p-other',
    polite,
    generation: 0,
    iceServers: [],
    local,
    video: true,
    send: (signal) => sent.push(signal),
    onChange: () => undefined,
    renew,
  });
  return { peer, sent, renew, pc: FakePeerConnection.all.at(-1)! };
}

const camera = () =>
  new FakeMediaStream([new FakeTrack('audio'), new FakeTrack('video')]) as unknown as MediaStream;

const offer: PeerSignal = { description: { type: 'offer', sdp: 'their-offer' } };

describe('PeerLink (perfect negotiation)', () => {
  beforeEach(() => stubWebRtc());

  it('receives audio and video even without a camera or microphone of its own', () => {
    const { pc } = link(true);
    expect(pc.addTransceiver).toHaveBeenCalledWith('audio', { direction: 'recvonly' });
    expect(pc.addTransceiver).toHaveBeenCalledWith('video', { direction: 'recvonly' });
  });

  it('only the impolite side makes the first offer; the polite side waits for it', async () => {
    const impolite = link(false, camera());
    const polite = link(true, camera());
    await vi.waitFor(() =>
      expect(impolite.sent).toContainEqual({ description: expect.anything() }),
    );
    expect(impolite.pc.signalingState).toBe('have-local-offer');
    expect(polite.pc.localDescription).toBeNull();
    expect(polite.sent).toEqual([]);
    await polite.peer.handle(offer);
    expect(polite.sent).toEqual([{ description: { type: 'answer', sdp: 'answer-sdp' } }]);
  });

  it('the impolite side ignores an offer that collides with its own', async () => {
    const { peer, pc } = link(false);
    await pc.setLocalDescription(); // its own offer is out
    await peer.handle(offer);
    expect(pc.remoteDescription).toBeNull();
  });

  it('the polite side gives way: it takes the other offer and answers it', async () => {
    const { peer, pc, sent } = link(true);
    await pc.setLocalDescription();
    await peer.handle(offer);
    expect(pc.remoteDescription).toEqual(offer.description);
    expect(sent.at(-1)).toEqual({ description: { type: 'answer', sdp: 'answer-sdp' } });
  });

  it('keeps a candidate that overtook its description, and adds it after the description', async () => {
    const { peer, pc } = link(true);
    await peer.handle({ candidate: { candidate: 'candidate:early', sdpMid: '0' } });
    expect(pc.candidates).toEqual([]);
    await peer.handle(offer);
    expect(pc.candidates).toEqual([{ candidate: 'candidate:early', sdpMid: '0' }]);
  });

  it('adds the other side’s candidates, and tries an ICE restart after a lost connection', async () => {
    const { peer, pc } = link(true);
    await peer.handle(offer);
    await peer.handle({ candidate: { candidate: 'candidate:1', sdpMid: '0' } });
    expect(pc.candidates).toEqual([{ candidate: 'candidate:1', sdpMid: '0' }]);
    pc.become('failed');
    expect(peer.state).toBe('reconnecting');
    expect(pc.restartIce).toHaveBeenCalledTimes(1);
    pc.become('connected');
    expect(peer.state).toBe('connected');
  });

  it('the impolite side asks for a fresh connection when the first one never comes', () => {
    vi.useFakeTimers();
    try {
      const impolite = link(false);
      const polite = link(true);
      const connected = link(false);
      impolite.pc.become('connecting');
      connected.pc.become('connected');
      vi.advanceTimersByTime(10_000);
      expect(impolite.renew).toHaveBeenCalledTimes(1);
      expect(polite.renew).not.toHaveBeenCalled();
      expect(connected.renew).not.toHaveBeenCalled();
      vi.advanceTimersByTime(30_000);
      expect(impolite.renew).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
