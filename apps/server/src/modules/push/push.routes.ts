import type { Agent } from 'node:https';
import type { FastifyInstance } from 'fastify';
import type { PushKeyResponse } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../plugins/authenticate.js';
import { loadVapidKeys } from './push-sender.js';
import { PushWorker } from './push-worker.js';
import * as push from './push.service.js';

interface ProfileParams {
  profileId: string;
}
interface ConversationParams extends ProfileParams {
  id: string;
}

export interface PushOptions {
  /** Tests reach a local push service that has a certificate of their own. */
  agent?: Agent;
  /** Tests hold the worker to run it, or to stop it like a crash would. */
  onWorker?: (worker: PushWorker) => void;
}

/** Web Push: the subscription API, per-profile settings, and the worker that sends. */
export function pushRoutes(ctx: AppContext, options: PushOptions = {}) {
  return async (app: FastifyInstance): Promise<void> => {
    const keys = await loadVapidKeys(ctx.db);
    const worker = new PushWorker(ctx.db, {
      subject: ctx.config.push.subject,
      keys,
      agent: options.agent,
      log: app.log,
    });
    options.onWorker?.(worker);
    // Woken by any instance's new message, call or approval request; the timer covers
    // announcements that never came.
    const pushed = new Set(['message.created', 'approval.requested', 'call.started']);
    const unsubscribe = ctx.events.subscribe((_audience, event) => {
      if (pushed.has(event.type) && 'stream' in event) {
        void worker.wake(event.stream);
      } else if (event.type === 'resync') void worker.wake();
    });
    app.addHook('onReady', async () => worker.start());
    // Before any onClose hook: the app's own closes the database, which a run in flight needs.
    app.addHook('preClose', async () => {
      unsubscribe();
      await worker.close();
    });

    app.get('/push/key', { config: { public: true } }, async (): Promise<PushKeyResponse> => ({
      public_key: keys.publicKey,
    }));

    app.register(async (authed) => {
      authed.post('/push/subscriptions', async (request, reply) => {
        reply.code(201);
        return push.subscribe(ctx, principalOf(request), request.body);
      });
      authed.delete('/push/subscriptions', async (request, reply) => {
        await push.unsubscribe(ctx, principalOf(request));
        return reply.code(204).send();
      });
      authed.get<{ Params: ProfileParams }>('/profiles/:profileId/push-settings', async (request) =>
        push.settingsOf(ctx, principalOf(request).accountId, request.params.profileId),
      );
      authed.patch<{ Params: ProfileParams }>(
        '/profiles/:profileId/push-settings',
        async (request) =>
          push.updateSettings(
            ctx,
            principalOf(request).accountId,
            request.params.profileId,
            request.body,
          ),
      );
      authed.put<{ Params: ConversationParams }>(
        '/profiles/:profileId/conversations/:id/notifications',
        async (request) =>
          push.setConversationMuted(
            ctx,
            principalOf(request).accountId,
            request.params.profileId,
            request.params.id,
            request.body,
          ),
      );
    });
  };
}
