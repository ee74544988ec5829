import Fastify, { type FastifyInstance } from 'fastify';
import { LIMITS } from '@hearth/shared';
import type { AppContext } from './app-context.js';
import type { Config, TrustProxy } from './config.js';
import { createDatabase, type Database } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { HashQueue } from './lib/passwords.js';
import { albumRoutes } from './modules/album/album.routes.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { badgeRoutes } from './modules/badges/badges.routes.js';
import { callRoutes } from './modules/calls/calls.routes.js';
import { childRoutes } from './modules/children/children.routes.js';
import { deviceRoutes } from './modules/devices/devices.routes.js';
import { conversationRoutes } from './modules/conversations/conversations.routes.js';
import { eventLogUpkeep } from './modules/events/events.routes.js';
import { healthRoutes, probeRoutes } from './modules/health/health.routes.js';
import { familyDataRoutes } from './modules/family-data/family-data.routes.js';
import { inviteRoutes } from './modules/invites/invites.routes.js';
import { createMediaUrls } from './modules/media/media-urls.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { messageRoutes } from './modules/messages/messages.routes.js';
import { keepsakeRoutes } from './modules/keepsakes/keepsakes.routes.js';
import {
  keepsakeLinkRoutes,
  printedRoutes,
  type KeepsakeOptions,
} from './modules/keepsakes/printed.routes.js';
import { playedRoutes } from './modules/played/played.routes.js';
import { reactionsRoutes } from './modules/reactions/reactions.routes.js';
import { profileSettingsRoutes } from './modules/profile-settings/profile-settings.routes.js';
import { profileRoutes } from './modules/profiles/profiles.routes.js';
import { pushRoutes, type PushOptions } from './modules/push/push.routes.js';
import { LocalEventBus, type EventBus } from './modules/realtime/event-bus.js';
import type { RealtimeHub } from './modules/realtime/realtime.hub.js';
import { realtimeRoutes } from './modules/realtime/realtime.routes.js';
import { storyRoutes } from './modules/stories/stories.routes.js';
import { RedisEventBus } from './modules/realtime/redis-event-bus.js';
import { registerAuthentication, requireSessions } from './plugins/authenticate.js';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  registerErrorHandler,
} from './plugins/error-handler.js';
import { registerDurableAnswers } from './plugins/durable-answers.js';
import { registerGracefulClose } from './plugins/graceful-close.js';
import { RedisRateLimitStore } from './plugins/redis-rate-limit-store.js';
import { registerJsonBody } from './plugins/json-body.js';
import { registerMetrics } from './plugins/metrics.js';
import { MemoryRateLimitStore, type RateLimitStore } from './plugins/rate-limiter.js';
import { registerSecurity } from './plugins/security.js';
import { registerWebApp } from './plugins/web-app.js';

/**
 * Fastify's form of TRUST_PROXY. Fastify no longer takes a bare hop count (it cannot tell a
 * proxy from a client that connects directly), so N hops is written out as the rule it meant:
 * the nearest N addresses of the chain are proxies, and the next one is the client.
 */
function trustProxyOption(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export interface BuildOptions {
  /** Defaults to the database the config names. Tests pass an open one to share it. */
  database?: Database;
  events?: EventBus;
  rateLimits?: RateLimitStore;
  /** Who is connected to this app's realtime endpoint; tests pass one to look into it. */
  realtimeHub?: RealtimeHub;
  push?: PushOptions;
  keepsakes?: KeepsakeOptions;
}

/** How long an instance waits at start for Redis, which counts the login limits of all. */
const REDIS_CONNECT_WAIT_MS = 2_000;

/** The whole application as one Fastify instance; server.ts only starts it. */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const timeouts = config.httpTimeouts;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: LIMITS.bodyBytes,
    trustProxy: trustProxyOption(config.trustProxy),
    // Node's deadlines: a request whose headers or body stall or trickle is cut (408, or the
    // connection closed when nothing arrives at all).
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    routerOptions: { maxParamLength: 100 },
    // Requests that never reach a route still answer in our shape, with our headers.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });

  const database =
    options.database ??
    createDatabase(config.database, {
      log: (message) => app.log.warn({ checkpoint: message }, 'WAL checkpoint failed'),
    });
  const ownsDatabase = !options.database;
  await migrateToLatest(database.db);

  // With Redis, events and rate limits are shared by every instance; without, one process holds them.
  const redisLimits = config.redisUrl ? new RedisRateLimitStore(config.redisUrl, app.log) : null;
  if (redisLimits) app.addHook('onReady', () => redisLimits.connected(REDIS_CONNECT_WAIT_MS));
  const ctx: AppContext = {
    config,
    db: database.db,
    events:
      options.events ??
      (config.redisUrl ? new RedisEventBus(config.redisUrl, app.log) : new LocalEventBus()),
    rateLimits: options.rateLimits ?? redisLimits ?? new MemoryRateLimitStore(),
    mediaUrls: await createMediaUrls(database.db, config.media),
    hashes: new HashQueue(config.hashQueue.slots, config.hashQueue.waiting),
  };
  app.decorate('ctx', ctx);
  // onClose hooks run in reverse order of registration: registered first, this one runs last,
  // after every module has stopped its timers and jobs that still use the database.
  app.addHook('onClose', async () => {
    await ctx.events.close();
    redisLimits?.close();
    if (ownsDatabase) await database.close();
  });

  // Every route as registered: tests try each one (a child session must be refused by default).
  const routeTable: { method: string; url: string }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });

  registerErrorHandler(app);
  registerJsonBody(app, LIMITS.bodyBytes);
  registerAuthentication(app);
  registerGracefulClose(app);
  registerDurableAnswers(app, database.db);
  registerMetrics(app, config.metrics, database);
  registerSecurity(app);

  await app.register(probeRoutes(ctx));
  await app.register(
    async (api) => {
      // Every API route needs a session unless it says `config: { public: true }`.
      requireSessions(api, ctx.db);
      await api.register(healthRoutes(ctx));
      await api.register(authRoutes(ctx));
      await api.register(profileRoutes(ctx));
      await api.register(conversationRoutes(ctx));
      await api.register(messageRoutes(ctx));
      await api.register(mediaRoutes(ctx));
      await api.register(albumRoutes(ctx));
      await api.register(searchRoutes(ctx));
      await api.register(playedRoutes(ctx));
      await api.register(keepsakeRoutes(ctx));
      await api.register(printedRoutes(ctx, options.keepsakes));
      await api.register(reactionsRoutes(ctx));
      await api.register(inviteRoutes(ctx));
      await api.register(storyRoutes(ctx));
      await api.register(badgeRoutes(ctx));
      await api.register(familyDataRoutes(ctx));
      await api.register(realtimeRoutes(ctx, options.realtimeHub));
      await api.register(eventLogUpkeep(ctx));
      await api.register(pushRoutes(ctx, options.push));
      await api.register(childRoutes(ctx));
      await api.register(deviceRoutes(ctx));
      await api.register(profileSettingsRoutes(ctx));
      await api.register(callRoutes(ctx));
    },
    { prefix: '/api/v1' },
  );
  await app.register(keepsakeLinkRoutes(ctx));
  await registerWebApp(app, config.webDistDir);

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    routeTable: { method: string; url: string }[];
  }
}
