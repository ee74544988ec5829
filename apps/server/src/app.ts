import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { LIMITS, MESSAGES } from '@hearth/shared';
import type { AppContext } from './app-context.js';
import type { Config } from './config.js';
import { createDatabase, type Database } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { conversationRoutes } from './modules/conversations/conversations.routes.js';
import { eventLogUpkeep } from './modules/events/events.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { inviteRoutes } from './modules/invites/invites.routes.js';
import { messageRoutes } from './modules/messages/messages.routes.js';
import { profileRoutes } from './modules/profiles/profiles.routes.js';
import { LocalEventBus, type EventBus } from './modules/realtime/event-bus.js';
import type { RealtimeHub } from './modules/realtime/realtime.hub.js';
import { realtimeRoutes } from './modules/realtime/realtime.routes.js';
import { RedisEventBus } from './modules/realtime/redis-event-bus.js';
import { registerAuthentication } from './plugins/authenticate.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerGracefulClose } from './plugins/graceful-close.js';
import { RedisRateLimitStore } from './plugins/redis-rate-limit-store.js';
import { registerJsonBody } from './plugins/json-body.js';
import { MemoryRateLimitStore, type RateLimitStore } from './plugins/rate-limiter.js';
import { registerSecurity } from './plugins/security.js';
import { registerWebApp } from './plugins/web-app.js';

export interface BuildOptions {
  /** Defaults to the database the config names. Tests pass an open one to share it. */
  database?: Database;
  events?: EventBus;
  rateLimits?: RateLimitStore;
  /** Who is connected to this app's realtime endpoint; tests pass one to look into it. */
  realtimeHub?: RealtimeHub;
}

/** The whole application as one Fastify instance; server.ts only starts it. */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: LIMITS.bodyBytes,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 100 },
    // Paths the router cannot take (over-long ids, broken percent-encoding) name nothing we
    // have: answer like any unknown resource, in our shape, without echoing the path.
    frameworkErrors: (_error, _request, reply) => {
      // No hook has run for such a request, so the security headers are set here.
      void (reply as FastifyReply)
        .code(404)
        .headers({
          'cache-control': 'no-store',
          'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
          'referrer-policy': 'no-referrer',
          'x-content-type-options': 'nosniff',
        })
        .send({ error: MESSAGES.notFound, errors: [MESSAGES.notFound], code: 'not_found' });
    },
  });

  const database = options.database ?? createDatabase(config.database);
  const ownsDatabase = !options.database;
  await migrateToLatest(database.db);

  // With Redis, events and rate limits are shared by every instance; without, one process holds them.
  const redisLimits = config.redisUrl ? new RedisRateLimitStore(config.redisUrl, app.log) : null;
  const ctx: AppContext = {
    config,
    db: database.db,
    events:
      options.events ??
      (config.redisUrl ? new RedisEventBus(config.redisUrl, app.log) : new LocalEventBus()),
    rateLimits: options.rateLimits ?? redisLimits ?? new MemoryRateLimitStore(),
  };
  app.decorate('ctx', ctx);

  registerErrorHandler(app);
  registerJsonBody(app, LIMITS.bodyBytes);
  registerAuthentication(app);
  registerGracefulClose(app);
  await registerSecurity(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes(ctx));
      await api.register(authRoutes(ctx));
      await api.register(profileRoutes(ctx));
      await api.register(conversationRoutes(ctx));
      await api.register(messageRoutes(ctx));
      await api.register(inviteRoutes(ctx));
      await api.register(realtimeRoutes(ctx, options.realtimeHub));
      await api.register(eventLogUpkeep(ctx));
    },
    { prefix: '/api/v1' },
  );
  await registerWebApp(app, config.webDistDir);

  app.addHook('onClose', async () => {
    await ctx.events.close();
    redisLimits?.close();
    if (ownsDatabase) await database.close();
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
