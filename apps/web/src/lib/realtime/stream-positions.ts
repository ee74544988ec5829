import type { QueryClient } from '@tanstack/react-query';
import type { DurableEvent } from '@hearth/shared';
import type { ConversationPages } from './cache-updates';

export type Sighting = 'next' | 'duplicate' | 'gap' | 'unknown';

/**
 * Where this device stands in each event stream it follows. A conversation's position is kept
 * in its cached pages (`event_seq` of the newest page), so a refetch moves it with the data it
 * describes; the account's own stream has one number here. A reconnect sends these positions
 * (`sync`) and the server replays exactly what came after: no time window is guessed.
 */
export class StreamPositions {
  private account: { stream: string; seq: number } | null = null;

  constructor(private readonly queryClient: QueryClient) {}

  /** The account stream's position from `ready`, kept when this device already has one. */
  startAccount(stream: string, seq: number): void {
    if (this.account?.stream !== stream) this.account = { stream, seq };
  }

  /** Where the event stands against what this device holds; moves the position on `next`. */
  see(event: DurableEvent): Sighting {
    const held = this.get(event.stream);
    if (held === undefined) return 'unknown';
    if (event.seq <= held) return 'duplicate';
    if (event.seq > held + 1) return 'gap';
    this.set(event.stream, event.seq);
    return 'next';
  }

  /** Every position held, for a `sync` (`only` narrows it to some streams). */
  cursors(only?: string[]): Record<string, number> {
    const cursors: Record<string, number> = {};
    if (this.account) cursors[this.account.stream] = this.account.seq;
    for (const query of this.queryClient.getQueryCache().findAll({ queryKey: ['conversation'] })) {
      const seq = (query.state.data as ConversationPages | undefined)?.pages[0]?.event_seq;
      const stream = `c:${String(query.queryKey[2])}`;
      if (typeof seq === 'number') cursors[stream] = Math.max(cursors[stream] ?? 0, seq);
    }
    if (!only) return cursors;
    return Object.fromEntries(Object.entries(cursors).filter(([stream]) => only.includes(stream)));
  }

  /** After a `synced`: everything up to these positions has been replayed. */
  settle(positions: Record<string, number>): void {
    for (const [stream, seq] of Object.entries(positions)) {
      if ((this.get(stream) ?? -1) < seq) this.set(stream, seq);
    }
  }

  /** The stream's events are gone from the server: forget it; its data is fetched afresh. */
  forget(stream: string): void {
    if (this.account?.stream === stream) this.account = null;
  }

  private get(stream: string): number | undefined {
    if (this.account?.stream === stream) return this.account.seq;
    let best: number | undefined;
    for (const [, data] of this.details(stream)) {
      const seq = data?.pages[0]?.event_seq;
      if (typeof seq === 'number') best = Math.max(best ?? seq, seq);
    }
    return best;
  }

  private set(stream: string, seq: number): void {
    if (this.account?.stream === stream) {
      this.account.seq = seq;
      return;
    }
    for (const [key, data] of this.details(stream)) {
      if (!data?.pages[0]) continue;
      const [newest, ...older] = data.pages;
      this.queryClient.setQueryData<ConversationPages>(key, {
        ...data,
        pages: [{ ...newest, event_seq: seq }, ...older],
      });
    }
  }

  private details(stream: string) {
    if (!stream.startsWith('c:')) return [];
    const id = stream.slice(2);
    return this.queryClient
      .getQueriesData<ConversationPages>({ queryKey: ['conversation'] })
      .filter(([key]) => key[2] === id);
  }
}
