import type { FastifyBaseLogger } from 'fastify';
import { CALL_LIMITS, type ClientCommand } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { TokenBucket } from '../../lib/token-bucket.js';
import { signalTarget } from '../calls/calls.service.js';
import { childKey } from './child-presence.js';
import type { RealtimeSocket } from './realtime-socket.js';

type SignalCommand = Extract<ClientCommand, { type: 'call.signal' }>;

/** Signals have their own budget: a call's trickled candidates come in bursts. */
const budgets = new WeakMap<RealtimeSocket, TokenBucket>();

/**
 * Relays a WebRTC signal to the one profile named, on every instance (the event bus), when the
 * calls service finds both in the call and free to talk. Never stored: a signal missed is
 * renegotiated by the clients, not caught up.
 */
export function relaySignal(
  ctx: AppContext,
  socket: RealtimeSocket,
  command: SignalCommand,
  log: FastifyBaseLogger,
): void {
  let budget = budgets.get(socket);
  if (!budget) budgets.set(socket, (budget = signalBudget()));
  if (!budget.take(Date.now()))
    return socket.sendEvent({ type: 'error', error: 'Too many call signals' });
  const { call_id: callId, from_profile_id: from, to_profile_id: to } = command;
  const size = Buffer.byteLength(JSON.stringify(command.signal ?? null));
  if (typeof callId !== 'string' || typeof from !== 'string' || typeof to !== 'string') {
    return socket.sendEvent({ type: 'error', error: 'Call signal not relayed' });
  }
  if (size > CALL_LIMITS.signalBytes) {
    return socket.sendEvent({ type: 'error', error: 'Call signal too large' });
  }
  const presence = socket.presence!;
  const speaker = presence.child
    ? { accountId: presence.child.accountId, childProfileId: presence.child.profileId }
    : { accountId: presence.accountId, childProfileId: null };
  signalTarget(ctx.db, speaker, { callId, from, to })
    .then((target) => {
      if (!target) return socket.sendEvent({ type: 'error', error: 'Call signal not relayed' });
      const frame = {
        type: 'call.signal' as const,
        call_id: callId,
        from_profile_id: from,
        to_profile_id: to,
        signal: command.signal,
      };
      ctx.events.publishToAccount(target.accountId, frame);
      // A child's own device listens apart from its parent's account.
      if (target.child) ctx.events.publishToAccount(childKey(to), frame);
    })
    .catch((error: unknown) => log.warn({ err: error }, 'call signal not relayed'));
}

const signalBudget = () => new TokenBucket(CALL_LIMITS.signalBurst, CALL_LIMITS.signalsPerSecond);
