import type { FastifyBaseLogger } from 'fastify';
import type { ClientCommand } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { shareStory } from '../calls/calls.service.js';
import { childKey } from './child-presence.js';
import type { RealtimeSocket } from './realtime-socket.js';

type StoryCommand = Extract<ClientCommand, { type: 'call.story' }>;

/** One socket's page turns, one after another: a quick reader's last page is the one kept. */
const queues = new WeakMap<RealtimeSocket, Promise<void>>();

/**
 * Reading together: the reader opens a story or turns a page. The call keeps the state (a late
 * joiner opens on the same page) and every other participant who may hear the reader is told,
 * on every instance (the event bus). Like a signal, never stored in the conversation's log.
 */
export function relayStory(
  ctx: AppContext,
  socket: RealtimeSocket,
  command: StoryCommand,
  log: FastifyBaseLogger,
): void {
  const { call_id: callId, from_profile_id: from } = command;
  if (typeof callId !== 'string' || typeof from !== 'string') {
    return socket.sendEvent({ type: 'error', error: 'Call story not shared' });
  }
  const presence = socket.presence!;
  const speaker = presence.child
    ? { accountId: presence.child.accountId, childProfileId: presence.child.profileId }
    : { accountId: presence.accountId, childProfileId: null };
  const turn = () =>
    shareStory(ctx.db, speaker, { callId, from, story: command.story }).then((shared) => {
      if (!shared) return socket.sendEvent({ type: 'error', error: 'Call story not shared' });
      const frame = {
        type: 'call.story' as const,
        call_id: callId,
        from_profile_id: from,
        story: shared.story,
      };
      // One frame per account however many of its profiles listen; a child's own device apart.
      const keys = new Set<string>();
      for (const listener of shared.listeners) {
        keys.add(listener.accountId);
        if (listener.child) keys.add(childKey(listener.profileId));
      }
      for (const key of keys) ctx.events.publishToAccount(key, frame);
    });
  const queued = (queues.get(socket) ?? Promise.resolve())
    .then(turn)
    .catch((error: unknown) => log.warn({ err: error }, 'call story not shared'));
  queues.set(socket, queued);
}
