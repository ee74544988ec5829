import { vi } from 'vitest';

/** A camera or microphone track as much as a call uses of it. */
export class FakeTrack {
  enabled = true;
  stop = vi.fn();
  constructor(readonly kind: 'audio' | 'video') {}
  getSettings() {
    return { facingMode: 'user' };
  }
}

export class FakeMediaStream {
  private readonly tracks: FakeTrack[];
  constructor(tracks: FakeTrack[] = []) {
    this.tracks = [...tracks];
  }
  getTracks = () => [...this.tracks];
  getAudioTracks = () => this.tracks.filter((t) => t.kind === 'audio');
  getVideoTracks = () => this.tracks.filter((t) => t.kind === 'video');
  addTrack = (track: FakeTrack) => void this.tracks.push(track);
  removeTrack = (track: FakeTrack) => void this.tracks.splice(this.tracks.indexOf(track), 1);
  addEventListener = vi.fn();
  removeEventListener = vi.fn();
}

type Description = { type: 'offer' | 'answer'; sdp: string };

/**
 * Just enough of RTCPeerConnection for the call's state: descriptions and the signalling state,
 * negotiation needed after a track, and connection states the test sets.
 */
export class FakePeerConnection {
  static all: FakePeerConnection[] = [];
  connectionState: RTCPeerConnectionState = 'new';
  signalingState: RTCSignalingState = 'stable';
  localDescription: (Description & { toJSON: () => Description }) | null = null;
  remoteDescription: Description | null = null;
  senders: { track: FakeTrack | null; replaceTrack: (t: FakeTrack) => Promise<void> }[] = [];
  candidates: unknown[] = [];
  onnegotiationneeded: (() => void) | null = null;
  onicecandidate: ((e: { candidate: null }) => void) | null = null;
  ontrack: ((e: { track: FakeTrack }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  restartIce = vi.fn();
  close = vi.fn(() => void (this.connectionState = 'closed'));

  constructor(readonly config: RTCConfiguration) {
    FakePeerConnection.all.push(this);
  }
  addTrack(track: FakeTrack) {
    const sender = {
      track,
      replaceTrack: vi.fn(async (t: FakeTrack) => void (sender.track = t)),
    };
    this.senders.push(sender);
    // Once for several tracks, and only while stable, as the browser fires it.
    if (this.needed) return;
    this.needed = true;
    queueMicrotask(() => {
      this.needed = false;
      if (this.signalingState === 'stable') this.onnegotiationneeded?.();
    });
  }
  addTransceiver = vi.fn();
  getSenders = () => this.senders;
  /** Descriptions are applied one after the other, in the order asked (the operations chain). */
  private chain: Promise<void> = Promise.resolve();
  private needed = false;
  setLocalDescription() {
    return (this.chain = this.chain.then(() => {
      const type = this.signalingState === 'have-remote-offer' ? 'answer' : 'offer';
      const description = { type, sdp: `${type}-sdp` } as const;
      this.localDescription = { ...description, toJSON: () => description };
      this.signalingState = type === 'offer' ? 'have-local-offer' : 'stable';
    }));
  }
  setRemoteDescription(description: Description) {
    return (this.chain = this.chain.then(() => {
      this.remoteDescription = description;
      this.signalingState = description.type === 'offer' ? 'have-remote-offer' : 'stable';
    }));
  }
  async addIceCandidate(candidate: unknown) {
    this.candidates.push(candidate);
  }
  /** The test moves the connection on, as the network would. */
  become(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
}

/** Installs the fakes: a camera and a microphone, and peer connections the test can drive. */
export function stubWebRtc() {
  FakePeerConnection.all = [];
  const audio = new FakeTrack('audio');
  const video = new FakeTrack('video');
  vi.stubGlobal('MediaStream', FakeMediaStream);
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
  const getUserMedia = vi.fn(async () => new FakeMediaStream([audio, video]));
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  return { audio, video, getUserMedia };
}
