import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { PUSH_TTL_SECONDS } from '@hearth/shared';
import type { Db } from '../../db/schema.js';
import { loadOrCreateSecret } from '../../db/server-secrets.js';
import { isoAfter, nowIso } from '../../lib/ids.js';
import { endpointAllowed, guardedAgent } from './push-endpoint-guard.js';
import * as repo from './push.repository.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** One key pair for every instance, made at the first start and kept in the database. */
export async function loadVapidKeys(db: Db): Promise<VapidKeys> {
  const stored = await loadOrCreateSecret(db, 'vapid', () =>
    JSON.stringify(webpush.generateVAPIDKeys()),
  );
  return JSON.parse(stored) as VapidKeys;
}

export interface SenderOptions {
  subject: string;
  keys: VapidKeys;
  /** Tests reach a push service with a certificate of their own. */
  agent?: Agent;
  log: FastifyBaseLogger;
}

/** How long an instance may take to hand a push over before another may try it. */
const CLAIM_MS = 60_000;
/** After this many failed tries a push is dropped (the service is down or refuses it). */
const MAX_ATTEMPTS = 5;
const BATCH = 50;

let sharedAgent: ReturnType<typeof guardedAgent> | null = null;
const defaultAgent = () => (sharedAgent ??= guardedAgent());

function statusOf(error: unknown): number | null {
  if (error instanceof webpush.WebPushError) return error.statusCode;
  return null;
}

/**
 * Hands the outbox's pushes to their push services. A push is claimed before it is sent and
 * deleted once the service accepted it, so two instances never send the same one; a process
 * that dies after the service accepted and before the delete is the only way a push repeats,
 * and the notification's tag (the conversation) makes such a repeat replace, not add.
 */
export async function sendDue(db: Db, options: SenderOptions): Promise<number> {
  const agent = options.agent ?? defaultAgent();
  let delivered = 0;
  for (;;) {
    const due = await repo.duePushes(db, nowIso(), BATCH);
    if (due.length === 0) return delivered;
    let progressed = false;
    for (const push of due) {
      if (!(await repo.claim(db, push.id, nowIso(), isoAfter(CLAIM_MS)))) continue;
      progressed = true;
      if (!options.agent && !endpointAllowed(push.endpoint)) {
        options.log.warn('push endpoint on an internal address; subscription removed');
        await repo.deleteSubscription(db, push.subscription_id);
        continue;
      }
      try {
        // web-push makes one request and follows no redirect (a 3xx is a refusal, below), so a
        // push service cannot send the server on to an address the guard never saw.
        await webpush.sendNotification(
          { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
          push.payload,
          {
            TTL: PUSH_TTL_SECONDS,
            topic: push.topic,
            urgency: 'high',
            vapidDetails: { subject: options.subject, ...options.keys },
            timeout: 10_000,
            agent,
          },
        );
        await repo.sent(db, push.id);
        delivered += 1;
      } catch (error) {
        const status = statusOf(error);
        if (status === 404 || status === 410) {
          // The browser unsubscribed or the service forgot it: that address is gone for good.
          await repo.deleteSubscription(db, push.subscription_id);
        } else if (
          push.attempts + 1 >= MAX_ATTEMPTS ||
          (status !== null && status < 500 && status !== 429)
        ) {
          options.log.warn({ status }, 'push refused; dropped');
          await repo.sent(db, push.id);
        } else options.log.warn({ status, err: error }, 'push failed; will retry');
      }
    }
    if (!progressed) return delivered;
  }
}
