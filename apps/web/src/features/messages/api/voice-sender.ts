import type { Media, Message } from '@hearth/shared';
import { isTransient } from '@/lib/realtime/outbox';
import { reconnectDelay } from '@/lib/realtime/backoff';

export interface VoiceItem {
  /** One id for the upload and the message, kept across retries: the server stores each once. */
  client_id: string;
  profile_id: string;
  conversation_id: string;
  /** The caption, possibly empty. */
  content: string;
  /** The story prompt the message answers. */
  prompt_id?: string;
  audio: Blob;
  duration_ms: number;
  waveform: number[];
  created_at: string;
  status: 'sending' | 'failed';
  waiting?: boolean;
  /** Set once the upload is answered, so that a retried send does not upload again. */
  media_id?: string;
}

export interface VoiceTransport {
  upload: (item: VoiceItem) => Promise<Media>;
  send: (item: VoiceItem, mediaId: string) => Promise<Message>;
  onSent: (item: VoiceItem, message: Message) => void;
}

/**
 * Voice messages on their way: upload, then send, one at a time, oldest first. A lost network
 * or a busy server makes the item wait and try again; a refusal marks it not sent, for the
 * writer to retry or discard. Held in memory: a reload loses what was not sent yet.
 */
export class VoiceSender {
  private items: VoiceItem[] = [];
  private draining: Promise<void> | null = null;
  private readonly listeners = new Set<() => void>();
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly transport: VoiceTransport) {}

  snapshot(): readonly VoiceItem[] {
    return this.items;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  add(item: Omit<VoiceItem, 'status' | 'created_at'>): Promise<void> {
    this.update([
      ...this.items,
      { ...item, status: 'sending', created_at: new Date().toISOString() },
    ]);
    return this.flush();
  }

  retry(clientId: string): Promise<void> {
    this.patch(clientId, { status: 'sending', waiting: false });
    return this.flush();
  }

  discard(clientId: string): void {
    this.update(this.items.filter((i) => i.client_id !== clientId));
  }

  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.draining ??= this.drain().finally(() => (this.draining = null));
    return this.draining;
  }

  private async drain(): Promise<void> {
    if (this.items.some((i) => i.waiting)) {
      this.update(this.items.map((i) => (i.waiting ? { ...i, waiting: false } : i)));
    }
    for (;;) {
      const next = this.items.find((i) => i.status === 'sending');
      if (!next) return;
      try {
        const mediaId = next.media_id ?? (await this.transport.upload(next)).id;
        if (!next.media_id) this.patch(next.client_id, { media_id: mediaId });
        const message = await this.transport.send(next, mediaId);
        this.attempts = 0;
        this.transport.onSent(next, message);
        this.update(this.items.filter((i) => i.client_id !== next.client_id));
      } catch (error) {
        if (!isTransient(error)) {
          this.patch(next.client_id, { status: 'failed', waiting: false });
          continue;
        }
        this.patch(next.client_id, { waiting: true });
        // Back off and try again; coming back online tries at once.
        const delay = reconnectDelay(this.attempts++, document.hidden);
        this.timer = setTimeout(() => void this.flush(), delay);
        return;
      }
    }
  }

  private patch(clientId: string, change: Partial<VoiceItem>): void {
    this.update(this.items.map((i) => (i.client_id === clientId ? { ...i, ...change } : i)));
  }

  private update(items: VoiceItem[]): void {
    this.items = items;
    this.listeners.forEach((listener) => listener());
  }
}
