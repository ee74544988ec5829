import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from './process.js';

/**
 * A private Redis for one test file, on its own port: tests can stop and restart it without
 * touching the machine's shared Redis.
 */
export class TestRedis {
  private child: ChildProcess | null = null;
  private constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  static async start(): Promise<TestRedis> {
    const redis = new TestRedis(await freePort());
    await redis.restart();
    return redis;
  }

  async restart(): Promise<void> {
    this.child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const deadline = Date.now() + 10_000;
    for (;;) {
      const probe = new Redis(this.url, {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      probe.on('error', () => undefined);
      try {
        await probe.connect();
        await probe.ping();
        probe.disconnect();
        return;
      } catch {
        probe.disconnect();
        if (Date.now() > deadline) throw new Error('redis-server did not start (is it installed?)');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }

  /**
   * Resolves once `count` other clients are connected and have been served a command: after a
   * restart, the instances' connections are back (ioredis reconnects each on its own timer, and
   * an instance whose publisher is still away would not share what it publishes meanwhile).
   */
  async clientsBack(count: number, timeoutMs = 10_000): Promise<void> {
    const probe = new Redis(this.url, { maxRetriesPerRequest: 0 });
    try {
      const self = await probe.client('ID');
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const list = String(await probe.client('LIST'))
          .trim()
          .split('\n');
        const served = list.filter((l) => !l.startsWith(`id=${self} `) && !l.includes('cmd=NULL'));
        if (served.length >= count) return;
        if (Date.now() > deadline)
          throw new Error(`only ${served.length} of ${count} clients back`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    } finally {
      probe.disconnect();
    }
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    this.child = null;
  }
}
