import type { ServerEvent } from '@hearth/shared';

export type Audience =
  /** `only`: the pairwise rule's hearers of a child's event (the profiles that may hear it). */
  | { kind: 'conversation'; id: string; only?: readonly string[] }
  | { kind: 'account'; id: string }
  /** Every connection of an instance (shared across instances only to ask for a resync). */
  | { kind: 'everyone' };

/** Events between instances: what clients see, plus signals only the servers act on. */
export type BusEvent =
  | ServerEvent
  | { type: 'session.revoked'; token_hash: string }
  /** A child's settings (quiet hours) changed: its sockets re-read what they may hear. */
  | { type: 'child.settings.changed'; child_profile_id: string }
  /** A socket of the account (or child session) connected: its calls stay (`CallGrace`). */
  | { type: 'socket.connected' };

export type EventListener = (audience: Audience, event: BusEvent) => void;

/**
 * Where services announce what they committed. Publishing is fire-and-forget by design: the
 * database holds every message, and a client that missed an event catches up by cursor.
 */
export interface EventBus {
  publishToConversation(conversationId: string, event: ServerEvent, only?: readonly string[]): void;
  publishToAccount(accountId: string, event: BusEvent): void;
  subscribe(listener: EventListener): () => void;
  close(): Promise<void>;
}

/** One process: events go straight to this process's listeners. */
export class LocalEventBus implements EventBus {
  private readonly listeners = new Set<EventListener>();

  publishToConversation(
    conversationId: string,
    event: ServerEvent,
    only?: readonly string[],
  ): void {
    this.emit(conversationAudience(conversationId, only), event);
  }

  publishToAccount(accountId: string, event: BusEvent): void {
    this.emit({ kind: 'account', id: accountId }, event);
  }

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): Promise<void> {
    this.listeners.clear();
    return Promise.resolve();
  }

  protected emit(audience: Audience, event: BusEvent): void {
    for (const listener of this.listeners) listener(audience, event);
  }
}

export function conversationAudience(id: string, only?: readonly string[]): Audience {
  return only ? { kind: 'conversation', id, only } : { kind: 'conversation', id };
}
