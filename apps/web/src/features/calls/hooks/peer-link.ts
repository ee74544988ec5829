import type { IceServer } from '@hearth/shared';

/** What one participant's connection shows on screen. */
export type LinkState = 'connecting' | 'connected' | 'reconnecting' | 'closed';

/** What a participant tells the others about its own microphone and camera. */
export interface MediaState {
  muted: boolean;
  camera_off: boolean;
}

/** The `signal` of a `call.signal`: an SDP description, an ICE candidate, or a media state. */
export interface PeerSignal {
  description?: RTCSessionDescriptionInit;
  candidate?: RTCIceCandidateInit;
  media?: MediaState;
  /** Which connection between the two it belongs to: a fresh one counts up (absent: 0). */
  generation?: number;
}

interface PeerLinkOptions {
  remoteId: string;
  /** The polite side gives way when both offer at once (perfect negotiation). */
  polite: boolean;
  /** Counts the fresh connections made to this participant (see `PeerSignal.generation`). */
  generation: number;
  iceServers: IceServer[];
  local: MediaStream | null;
  video: boolean;
  send: (signal: PeerSignal) => void;
  onChange: () => void;
  /** Called on the impolite side when the first connection never comes: replace this link. */
  renew: () => void;
}

// A connection "disconnected" often comes back by itself within a few seconds (a Wi-Fi hiccup);
// after that its candidates are tried again with an ICE restart.
const RESTART_AFTER_MS = 3000;
// A first connection that has not come up by then lost something on the way (a signal, an
// allocation, a browser that never gathered): the impolite side starts again with a fresh
// RTCPeerConnection on both sides, which an ICE restart of a stuck one cannot replace.
const FIRST_CONNECT_MS = 10_000;

/** One RTCPeerConnection to one other participant of the mesh, negotiated the perfect way. */
export class PeerLink {
  readonly pc: RTCPeerConnection;
  readonly remote = new MediaStream();
  state: LinkState = 'connecting';
  media: MediaState = { muted: false, camera_off: false };
  private makingOffer = false;
  private ignoreOffer = false;
  private restartTimer: ReturnType<typeof setTimeout> | undefined;
  private firstTimer: ReturnType<typeof setTimeout> | undefined;
  /**
   * Candidates that came before the description they belong to: the server checks each signal
   * on its own, so a small candidate can overtake the answer it followed.
   */
  private early: RTCIceCandidateInit[] = [];

  constructor(private readonly options: PeerLinkOptions) {
    const pc = new RTCPeerConnection({ iceServers: options.iceServers });
    this.pc = pc;
    const tracks = options.local?.getTracks() ?? [];
    for (const track of tracks) pc.addTrack(track, options.local as MediaStream);
    // Without a microphone or camera of its own a side still receives what the other sends.
    if (!tracks.some((t) => t.kind === 'audio'))
      pc.addTransceiver('audio', { direction: 'recvonly' });
    if (options.video && !tracks.some((t) => t.kind === 'video')) {
      pc.addTransceiver('video', { direction: 'recvonly' });
    }
    pc.ontrack = ({ track }) => {
      this.remote.addTrack(track);
      options.onChange();
    };
    pc.onicecandidate = ({ candidate }) => {
      if (candidate) options.send({ candidate: candidate.toJSON() });
    };
    // Only the impolite side makes the first offer: a polite first offer crossing it would be
    // rolled back, and Chromium never gathers for a connection whose first gathering was rolled
    // back before the browser had listed its networks (no candidate, even after ICE restarts).
    pc.onnegotiationneeded = () => {
      if (!options.polite || pc.remoteDescription) void this.offer();
    };
    pc.onconnectionstatechange = () => this.watchConnection();
    if (!options.polite) this.watchFirstConnect();
  }

  private watchFirstConnect(): void {
    this.firstTimer = setTimeout(() => {
      if (this.state === 'connecting') this.options.renew();
    }, FIRST_CONNECT_MS);
  }

  get remoteId(): string {
    return this.options.remoteId;
  }

  get generation(): number {
    return this.options.generation;
  }

  private async offer(): Promise<void> {
    try {
      this.makingOffer = true;
      await this.pc.setLocalDescription();
      if (this.pc.localDescription)
        this.options.send({ description: this.pc.localDescription.toJSON() });
    } catch {
      // A description that raced another is replaced by the next negotiation.
    } finally {
      this.makingOffer = false;
    }
  }

  async handle(signal: PeerSignal): Promise<void> {
    if (this.state === 'closed') return;
    if (signal.media) {
      this.media = signal.media;
      this.options.onChange();
    }
    const { description, candidate } = signal;
    if (description) {
      const collision =
        description.type === 'offer' && (this.makingOffer || this.pc.signalingState !== 'stable');
      this.ignoreOffer = !this.options.polite && collision;
      if (this.ignoreOffer) return;
      await this.pc.setRemoteDescription(description);
      for (const early of this.early.splice(0)) {
        await this.pc.addIceCandidate(early).catch(() => undefined);
      }
      if (description.type === 'offer') {
        await this.pc.setLocalDescription();
        if (this.pc.localDescription)
          this.options.send({ description: this.pc.localDescription.toJSON() });
      }
    } else if (candidate) {
      if (!this.pc.remoteDescription) return void this.early.push(candidate);
      try {
        await this.pc.addIceCandidate(candidate);
      } catch (error) {
        if (!this.ignoreOffer) throw error;
      }
    }
  }

  private watchConnection(): void {
    const connection = this.pc.connectionState;
    clearTimeout(this.restartTimer);
    if (connection === 'connected') this.state = 'connected';
    else if (connection === 'failed') {
      this.state = 'reconnecting';
      this.pc.restartIce();
    } else if (connection === 'disconnected') {
      this.state = 'reconnecting';
      this.restartTimer = setTimeout(() => this.pc.restartIce(), RESTART_AFTER_MS);
    }
    this.options.onChange();
  }

  /** The camera switched (front and back): the other side gets the new track, no renegotiation. */
  async replaceVideo(track: MediaStreamTrack): Promise<void> {
    const sender = this.pc.getSenders().find((s) => s.track?.kind === 'video');
    await sender?.replaceTrack(track);
  }

  close(): void {
    clearTimeout(this.restartTimer);
    clearTimeout(this.firstTimer);
    this.state = 'closed';
    this.pc.close();
  }
}
