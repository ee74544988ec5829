import type { Call, CallResponse, IceServer } from '@hearth/shared';
import type { CallChannel, CallEvent, SharedStory } from '@/lib/calls/call-channel';
import { PeerLink, type MediaState, type PeerSignal } from './peer-link';
import { openLocalMedia, switchCamera } from './local-media';

export type CallStatus = 'joining' | 'live' | 'ended';

export interface CallPeer {
  id: string;
  nickname: string;
  link: PeerLink;
}

interface CallSessionOptions {
  me: string;
  profileId: string;
  conversationId: string;
  channel: CallChannel;
  /** Starts or joins the call on the server. */
  open: () => Promise<CallResponse>;
  /** Tells the server this profile left. */
  leave: (callId: string) => Promise<void>;
}

/**
 * One call as this tab lives it: the local camera and microphone, a PeerLink to each other
 * participant (a mesh of up to CALL_LIMITS.participants), and the state the screen shows.
 */
export class CallSession {
  status: CallStatus = 'joining';
  call: Call | null = null;
  local: MediaStream | null = null;
  own: MediaState = { muted: false, camera_off: false };
  peers = new Map<string, CallPeer>();
  story: SharedStory | null = null;
  error: unknown = null;
  private iceServers: IceServer[] = [];
  /**
   * Heard while the join was on its way: the others connect as soon as the server counts this
   * profile in, often before its answer arrives, and their first offer must not be lost.
   */
  private early: CallEvent[] = [];
  private readonly listeners = new Set<() => void>();
  private unsubscribe: () => void = () => undefined;
  version = 0;

  constructor(private readonly options: CallSessionOptions) {}

  get profileId(): string {
    return this.options.profileId;
  }

  get conversationId(): string {
    return this.options.conversationId;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed = (): void => {
    this.version++;
    for (const listener of [...this.listeners]) listener();
  };

  async start(video: boolean): Promise<void> {
    this.unsubscribe = this.options.channel.subscribe((event) =>
      this.call ? this.hear(event) : this.early.push(event),
    );
    try {
      this.local = await openLocalMedia(video);
      this.own.camera_off = video && !this.local?.getVideoTracks().length;
      const { call, ice_servers } = await this.options.open();
      if (this.status === 'ended') return;
      this.call = call;
      this.iceServers = ice_servers;
      this.story = (call as Call & { story?: SharedStory | null }).story ?? null;
      this.status = 'live';
      for (const p of call.participants) if (p.id !== this.options.me) this.peer(p.id, p.nickname);
      for (const event of this.early.splice(0)) this.hear(event);
    } catch (error) {
      this.error = error;
      this.finish();
    }
    this.changed();
  }

  private peer(id: string, nickname = ''): CallPeer | null {
    const known = this.peers.get(id);
    if (known) {
      if (nickname && !known.nickname) known.nickname = nickname;
      return known;
    }
    if (!this.call) return null;
    const peer: CallPeer = { id, nickname, link: this.link(this.call, id, 0) };
    this.peers.set(id, peer);
    return peer;
  }

  /** A connection to `id`, of the given generation; the other side hears our media state. */
  private link(call: Call, id: string, generation: number): PeerLink {
    const send = (signal: PeerSignal) =>
      this.signal(call.id, id, generation ? { ...signal, generation } : signal);
    const link = new PeerLink({
      remoteId: id,
      polite: this.options.me > id,
      generation,
      iceServers: this.iceServers,
      local: this.local,
      video: call.video,
      send,
      onChange: this.changed,
      renew: () => this.renew(id, generation + 1),
    });
    send({ media: this.own });
    return link;
  }

  /**
   * A fresh RTCPeerConnection to `id` in place of one that never connected: the impolite side
   * starts it, the other follows on the first signal of the new generation.
   */
  private renew(id: string, generation: number): void {
    const peer = this.peers.get(id);
    if (!peer || !this.call || this.status === 'ended') return;
    const { media } = peer.link;
    peer.link.close();
    peer.link = this.link(this.call, id, generation);
    peer.link.media = media;
    this.changed();
  }

  private signal(callId: string, to: string, signal: PeerSignal): void {
    this.options.channel.send({
      type: 'call.signal',
      call_id: callId,
      from_profile_id: this.options.me,
      to_profile_id: to,
      signal,
    });
  }

  private hear(event: CallEvent): void {
    const call = this.call;
    if (!call || event.type === 'call.started' || !('call_id' in event)) return;
    if (event.call_id !== call.id) return;
    switch (event.type) {
      case 'call.signal': {
        if (event.to_profile_id !== this.options.me) return;
        const peer = this.peer(event.from_profile_id);
        const signal = event.signal as PeerSignal;
        const generation = signal.generation ?? 0;
        if (!peer) return;
        if (generation > peer.link.generation) this.renew(peer.id, generation);
        // A media state is the participant's, whatever the connection it came by; descriptions
        // and candidates of an older connection are dropped.
        const current = generation === peer.link.generation;
        void peer.link.handle(current ? signal : { media: signal.media }).catch(() => undefined);
        return;
      }
      case 'call.joined':
        if (event.participant.id !== this.options.me)
          this.peer(event.participant.id, event.participant.nickname);
        break;
      case 'call.left':
        this.peers.get(event.profile_id)?.link.close();
        this.peers.delete(event.profile_id);
        break;
      case 'call.ended':
        this.finish();
        break;
      case 'call.story':
        this.story = event.story;
        break;
      default:
        return;
    }
    this.changed();
  }

  toggleMute(): void {
    this.own = { ...this.own, muted: !this.own.muted };
    for (const track of this.local?.getAudioTracks() ?? []) track.enabled = !this.own.muted;
    this.tellOwnState();
  }

  toggleCamera(): void {
    this.own = { ...this.own, camera_off: !this.own.camera_off };
    for (const track of this.local?.getVideoTracks() ?? []) track.enabled = !this.own.camera_off;
    this.tellOwnState();
  }

  async switchCamera(): Promise<void> {
    const track = await switchCamera(this.local);
    if (!track) return;
    track.enabled = !this.own.camera_off;
    await Promise.all([...this.peers.values()].map((p) => p.link.replaceVideo(track)));
    this.changed();
  }

  private tellOwnState(): void {
    if (this.call)
      for (const id of this.peers.keys()) this.signal(this.call.id, id, { media: this.own });
    this.changed();
  }

  /** The reader opens a story or turns its page: every screen in the call follows. */
  shareStory(story: SharedStory | null): void {
    this.story = story;
    if (this.call) {
      this.options.channel.send({
        type: 'call.story',
        call_id: this.call.id,
        from_profile_id: this.options.me,
        story,
      });
    }
    this.changed();
  }

  async hangUp(): Promise<void> {
    const call = this.call;
    this.finish();
    this.changed();
    if (call) await this.options.leave(call.id).catch(() => undefined);
  }

  private finish(): void {
    this.status = 'ended';
    this.unsubscribe();
    for (const peer of this.peers.values()) peer.link.close();
    for (const track of this.local?.getTracks() ?? []) track.stop();
  }
}
