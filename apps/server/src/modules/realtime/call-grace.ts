import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { DEFAULT_CALLS } from '../../config.js';
import { leaveCallsOf } from '../calls/calls.service.js';
import type { RealtimeHub } from './realtime.hub.js';
import type { RealtimeSocket } from './realtime-socket.js';

/**
 * A participant whose app closed (or lost its network) without hanging up: once the last
 * socket of its account (or child session) here has gone, it leaves its calls after a grace
 * period, unless a socket came back meanwhile (a network change reconnects within seconds), on
 * this instance or another (each connect is announced on the event bus).
 */
export class CallGrace {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private closed = false;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly ctx: AppContext,
    private readonly hub: RealtimeHub,
    private readonly log: FastifyBaseLogger,
  ) {
    this.unsubscribe = ctx.events.subscribe((audience, event) => {
      if (event.type !== 'socket.connected' || audience.kind !== 'account') return;
      clearTimeout(this.timers.get(audience.id));
      this.timers.delete(audience.id);
    });
  }

  /** A socket of `key` (an account, or a child session's key) authenticated here. */
  connected(key: string): void {
    this.ctx.events.publishToAccount(key, { type: 'socket.connected' });
  }

  /** After `socket` left the hub. */
  socketClosed(socket: RealtimeSocket): void {
    const presence = socket.presence;
    if (this.closed || !presence || this.hub.has(presence.accountId)) return;
    const key = presence.accountId;
    const speaker = presence.child
      ? { accountId: presence.child.accountId, childProfileId: presence.child.profileId }
      : { accountId: presence.accountId, childProfileId: null };
    clearTimeout(this.timers.get(key));
    const grace = (this.ctx.config.calls ?? DEFAULT_CALLS).disconnectGraceMs;
    const timer = setTimeout(() => {
      this.timers.delete(key);
      if (this.hub.has(key)) return;
      leaveCallsOf(this.ctx, speaker).catch((error: unknown) =>
        this.log.warn({ err: error }, 'call not left after a disconnect'),
      );
    }, grace);
    timer.unref();
    this.timers.set(key, timer);
  }

  stop(): void {
    this.closed = true;
    this.unsubscribe();
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
