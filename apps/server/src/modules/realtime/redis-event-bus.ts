import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerEvent } from '@hearth/shared';
import { observeEventLag } from '../../lib/metrics.js';
import { conversationAudience, LocalEventBus, type Audience, type BusEvent } from './event-bus.js';

const CHANNEL = 'hearth:events:v1';
/** How often an instance that could not share its events retries telling the others. */
const RESYNC_RETRY_MS = 1000;

interface Envelope {
  from: string;
  audience: Audience;
  event: BusEvent;
  /** Publisher's clock (ms) at publish, for the event-bus lag metric. */
  at?: number;
}

/**
 * Events cross instances through Redis pub/sub. This instance's own clients are served directly,
 * so they keep hearing events while Redis is away; other instances' clients catch up by cursor
 * when it returns. Redis never holds a message: the database does.
 */
export class RedisEventBus extends LocalEventBus {
  private readonly instance = randomUUID();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  /** A publish failed: the other instances missed events and must be told to catch up. */
  private owesResync = false;
  private resyncRetry: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    url: string,
    private readonly log: FastifyBaseLogger,
  ) {
    super();
    const options = {
      // A publish while Redis is down fails at once instead of queueing without bound.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
      lazyConnect: false,
    };
    this.publisher = new Redis(url, options);
    this.subscriber = new Redis(url, { ...options, enableOfflineQueue: true });
    for (const client of [this.publisher, this.subscriber]) {
      client.on('error', (error: Error) =>
        this.log.warn({ err: error.message }, 'redis unavailable'),
      );
    }
    this.subscriber.on('message', (_channel: string, raw: string) => this.receive(raw));
    this.publisher.on('ready', () => this.payResync());
    // Events published elsewhere while we were cut off are lost to us: tell our clients to catch up.
    let lost = false;
    this.subscriber.on('close', () => (lost = true));
    this.subscriber.on('ready', () => {
      if (!lost) return;
      lost = false;
      this.emit({ kind: 'everyone' }, { type: 'resync' });
    });
    void this.subscriber.subscribe(CHANNEL).catch((error: unknown) => {
      this.log.warn({ err: String(error) }, 'redis subscribe failed; will retry on reconnect');
    });
  }

  override publishToConversation(
    conversationId: string,
    event: ServerEvent,
    only?: readonly string[],
  ): void {
    this.broadcast(conversationAudience(conversationId, only), event);
  }

  override publishToAccount(accountId: string, event: BusEvent): void {
    this.broadcast({ kind: 'account', id: accountId }, event);
  }

  override async close(): Promise<void> {
    this.closed = true;
    if (this.resyncRetry) clearTimeout(this.resyncRetry);
    await super.close();
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }

  private broadcast(audience: Audience, event: BusEvent): void {
    this.emit(audience, event);
    this.share(audience, event);
  }

  /**
   * Their subscribers may never have lost Redis, so the other instances would not know that
   * they missed something: once publishing works again, they are told to catch up.
   */
  private share(audience: Audience, event: BusEvent): void {
    const envelope: Envelope = { from: this.instance, audience, event, at: Date.now() };
    this.publisher.publish(CHANNEL, JSON.stringify(envelope)).catch((error: unknown) => {
      this.log.warn({ err: String(error) }, 'event not shared with other instances');
      if (this.closed) return;
      this.owesResync = true;
      this.resyncRetry ??= setTimeout(() => this.payResync(), RESYNC_RETRY_MS).unref();
    });
  }

  private payResync(): void {
    if (this.resyncRetry) clearTimeout(this.resyncRetry);
    this.resyncRetry = null;
    if (!this.owesResync) return;
    this.owesResync = false;
    this.share({ kind: 'everyone' }, { type: 'resync' });
  }

  private receive(raw: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch {
      return;
    }
    if (envelope.from === this.instance) return;
    if (typeof envelope.at === 'number') observeEventLag(Date.now() - envelope.at);
    this.emit(envelope.audience, envelope.event);
  }
}
