import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { MetricsConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { metrics, registry } from '../lib/metrics.js';

/**
 * Prometheus metrics on a listener of their own (METRICS_PORT, loopback by default), never on
 * the public port: request counts and latencies by route template, open sockets, event-bus lag,
 * the database pool, group-commit batch sizes and Node's own figures. Without METRICS_PORT
 * nothing here runs, not even the per-request hook.
 */
export function registerMetrics(
  app: FastifyInstance,
  config: MetricsConfig | null,
  database: Database,
): void {
  if (!config) return;
  metrics.collectProcessMetrics();
  const unwatch = database.poolStats ? metrics.watchPool(database.poolStats) : null;

  app.addHook('onResponse', async (request, reply) => {
    // The route's template (/api/v1/profiles/:profileId), never the raw URL: bounded labels.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });

  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?', 1)[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics collection failed');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n');
      },
    );
  });

  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    app.log.info({ port: config.port, host: config.host }, 'metrics listening');
  });
  app.addHook('onClose', async () => {
    unwatch?.();
    if (!server.listening) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}
