import type { Socket } from 'node:net';
import { WebSocket } from 'ws';
import { REALTIME_CLOSE, type ServerEvent } from '@hearth/shared';
import { TokenBucket } from '../../lib/token-bucket.js';
import type { ChildScope } from './child-presence.js';
import type { Memberships } from './memberships.js';

/** What one socket may queue for a client that does not read before it is dropped. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Commands per socket: a burst, then a steady rate (typing renews every 2.5 s, pings 30 s). */
export const socketCommandBudget = () => new TokenBucket(30, 10);

/**
 * A socket of the realtime endpoint, carrying its own state in fields. Ten thousand idle
 * sockets are the normal load, so per-socket objects are kept to the socket itself: no
 * wrapper object, no closures (the listeners are shared and read `this`), and maps only once
 * they are needed.
 */
export class RealtimeSocket extends WebSocket {
  /** How long a dropped client has to read its close frame before the connection is cut. */
  static dropGraceMs = 1000;
  /** The account's shared presence, set once the first frame authenticated the socket. */
  presence: AccountPresence | null = null;
  /** Identifies the session, so that logging out closes exactly its sockets. */
  tokenHash = '';
  /** When the session expires (ms since the epoch); the heartbeat closes the socket then. */
  expiresAt = Infinity;
  /** False once the first frame arrived: later frames before `ready` are ignored. */
  awaitingAuth = true;
  /** Closes the socket if no first frame comes; dropped as soon as one does. */
  authTimer: NodeJS.Timeout | null = null;
  /** Cleared by each heartbeat, set by each pong: a socket that stays silent is dropped. */
  alive = true;
  /** Commands this socket may still send; a flood is refused here. */
  readonly commands = socketCommandBudget();
  /** Marks this socket's tab visible to the push worker, while it is; null when hidden. */
  visibleId: string | null = null;
  /** Visibility writes of this socket, one after another, so the last word is the one kept. */
  visibilityWrites: Promise<void> | null = null;
  /** conversation id → last typing relayed; most sockets never type, so created on demand. */
  private lastTypingAt: Map<string, number> | null = null;

  /** The TCP socket under this one (`ws` keeps it as `_socket`), to cork a burst of frames. */
  tcp(): Socket | undefined {
    return (this as unknown as { _socket?: Socket })._socket;
  }

  /** Sends an event, or drops a client that has stopped reading what it was sent. */
  sendEvent(event: ServerEvent): void {
    this.sendFrame(JSON.stringify(event));
  }

  sendFrame(frame: string): void {
    if (this.readyState !== this.OPEN) return;
    if (this.bufferedAmount > MAX_BUFFERED_BYTES) return this.drop('not reading');
    this.send(frame);
  }

  /**
   * Closes with a code the client understands, and cuts the connection soon after: a peer that
   * does not read will not read the close frame either, and must not hold memory meanwhile.
   */
  drop(reason: string, code: number = REALTIME_CLOSE.rateLimited): void {
    if (this.readyState === this.OPEN) this.close(code, reason);
    setTimeout(() => this.terminate(), RealtimeSocket.dropGraceMs).unref();
  }

  /** Whether a typing signal may be relayed now, at most once per `intervalMs` a conversation. */
  mayRelayTyping(conversationId: string, now: number, intervalMs: number): boolean {
    this.lastTypingAt ??= new Map();
    if (now - (this.lastTypingAt.get(conversationId) ?? 0) < intervalMs) return false;
    this.lastTypingAt.set(conversationId, now);
    return true;
  }
}

/**
 * What the connected sockets of one account share: what the account takes part in is the same
 * on every device, so it is held (and kept current) once per account, not once per socket.
 */
export interface AccountPresence {
  readonly accountId: string;
  readonly memberships: Memberships;
  /** Almost always one or two devices: an array is smaller than a Set. */
  sockets: RealtimeSocket[];
  /** Commands of all the account's sockets together: more sockets give no more room. */
  readonly commands: TokenBucket;
  /** Set for a child session's sockets (keyed apart from the account's): what it may hear. */
  child?: ChildScope;
}
