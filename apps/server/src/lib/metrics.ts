import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Every Prometheus metric of the process, in one registry of its own (not prom-client's global
 * one). Updating them costs a few nanoseconds, so the code paths below always do it; whether
 * anyone can read them is decided by METRICS_PORT alone (plugins/metrics.ts).
 */
export const registry = new Registry();

const httpRequests = new Counter({
  name: 'hearth_http_requests_total',
  help: 'HTTP requests answered, by route template, method and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  registers: [registry],
});

const httpDuration = new Histogram({
  name: 'hearth_http_request_duration_seconds',
  help: 'Time from receiving a request to sending its answer, by route template',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const openSockets = new Gauge({
  name: 'hearth_realtime_open_sockets',
  help: 'Realtime WebSocket connections open on this instance, signed in or not yet',
  registers: [registry],
});

const eventLag = new Histogram({
  name: 'hearth_event_bus_lag_seconds',
  help: 'Time from an event being published on another instance to its arrival here',
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

const groupCommitBatch = new Histogram({
  name: 'hearth_group_commit_batch_size',
  help: 'Writes sharing one SQLite commit',
  buckets: [1, 2, 4, 8, 16, 32, 64, 128, 256, 512],
  registers: [registry],
});

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

// Each open database reports its pool when scraped; a process may hold several (tests).
const pools = new Set<() => PoolStats>();

new Gauge({
  name: 'hearth_db_pool_connections',
  help: 'Database connections: total open, idle, and requests waiting for one',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const sum: PoolStats = { total: 0, idle: 0, waiting: 0 };
    for (const stats of pools) {
      const s = stats();
      sum.total += s.total;
      sum.idle += s.idle;
      sum.waiting += s.waiting;
    }
    for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, sum[state]);
  },
});

let defaultsCollected = false;

export const metrics = {
  openSockets,
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
    const labels = { method, route, status_code: String(statusCode) };
    httpRequests.inc(labels);
    httpDuration.observe(labels, seconds);
  },
  /** Publish-to-receive time of an event from another instance (includes clock skew). */
  observeEventLag(ms: number): void {
    eventLag.observe(Math.max(0, ms) / 1000);
  },
  observeGroupCommitBatch(size: number): void {
    groupCommitBatch.observe(size);
  },
  /** Reports a database's pool until the returned function is called. */
  watchPool(stats: () => PoolStats): () => void {
    pools.add(stats);
    return () => pools.delete(stats);
  },
  /** Node's own metrics (event loop lag, heap, GC): started once, when metrics are served. */
  collectProcessMetrics(): void {
    if (defaultsCollected) return;
    defaultsCollected = true;
    collectDefaultMetrics({ register: registry });
  },
};

export const observeEventLag = metrics.observeEventLag;
