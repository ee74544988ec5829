import { WebSocket } from 'ws';
import type { ServerEvent } from '@hearth/shared';
import type { AccountPresence } from './realtime.hub.js';

/**
 * A socket of the realtime endpoint, carrying its own state in fields. Ten thousand idle
 * sockets are the normal load, so per-socket objects are kept to the socket itself: no
 * wrapper object, no closures (the listeners are shared and read `this`), and maps only once
 * they are needed.
 */
export class RealtimeSocket extends WebSocket {
  /** The account's shared presence, set once the first frame authenticated the socket. */
  presence: AccountPresence | null = null;
  /** Identifies the session, so that logging out closes exactly its sockets. */
  tokenHash = '';
  /** False once the first frame arrived: later frames before `ready` are ignored. */
  awaitingAuth = true;
  /** Closes the socket if no first frame comes; dropped as soon as one does. */
  authTimer: NodeJS.Timeout | null = null;
  /** Cleared by each heartbeat, set by each pong: a socket that stays silent is dropped. */
  alive = true;
  /** conversation id → last typing relayed; most sockets never type, so created on demand. */
  private lastTypingAt: Map<string, number> | null = null;

  sendEvent(event: ServerEvent): void {
    this.send(JSON.stringify(event));
  }

  /** Whether a typing signal may be relayed now, at most once per `intervalMs` a conversation. */
  mayRelayTyping(conversationId: string, now: number, intervalMs: number): boolean {
    this.lastTypingAt ??= new Map();
    if (now - (this.lastTypingAt.get(conversationId) ?? 0) < intervalMs) return false;
    this.lastTypingAt.set(conversationId, now);
    return true;
  }
}
