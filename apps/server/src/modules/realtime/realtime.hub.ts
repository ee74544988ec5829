import type { WebSocket } from 'ws';
import type { ServerEvent } from '@hearth/shared';
import { REALTIME_CLOSE } from '@hearth/shared';
import type { Audience, BusEvent } from './event-bus.js';

/** A socket past its handshake, with what its account takes part in. */
export interface Connection {
  socket: WebSocket;
  accountId: string;
  tokenHash: string;
  /** conversation id → (profile id → nickname) of this account's profiles in it. */
  memberships: Map<string, Map<string, string>>;
  lastTypingAt: Map<string, number>;
  alive: boolean;
}

// A client that cannot keep up is dropped; it catches up by cursor when it reconnects.
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** Who is connected, and which conversations each connection hears. */
export class RealtimeHub {
  private readonly byAccount = new Map<string, Set<Connection>>();
  private readonly byConversation = new Map<string, Set<Connection>>();

  get size(): number {
    let n = 0;
    for (const set of this.byAccount.values()) n += set.size;
    return n;
  }

  add(connection: Connection): void {
    addTo(this.byAccount, connection.accountId, connection);
    for (const conversationId of connection.memberships.keys()) {
      addTo(this.byConversation, conversationId, connection);
    }
  }

  remove(connection: Connection): void {
    removeFrom(this.byAccount, connection.accountId, connection);
    for (const conversationId of connection.memberships.keys()) {
      removeFrom(this.byConversation, conversationId, connection);
    }
  }

  all(): Iterable<Connection> {
    return [...this.byAccount.values()].flatMap((set) => [...set]);
  }

  /** Applies membership changes first, then delivers, so a joiner hears what follows at once. */
  dispatch(audience: Audience, event: BusEvent): void {
    if (audience.kind === 'everyone') {
      if (event.type !== 'session.revoked') deliver(this.all(), event);
      return;
    }
    if (event.type === 'session.revoked') {
      for (const c of this.byAccount.get(audience.id) ?? []) {
        if (c.tokenHash === event.token_hash)
          c.socket.close(REALTIME_CLOSE.unauthorized, 'signed out');
      }
      return;
    }
    if (event.type === 'conversation.added') {
      const creator = event.conversation.participants.find((p) => p.id === event.profile_id);
      for (const c of this.byAccount.get(audience.id) ?? []) {
        this.join(c, event.conversation.id, event.profile_id, creator?.nickname ?? '');
      }
    }
    if (event.type === 'profile.updated') {
      for (const c of this.byAccount.get(audience.id) ?? []) {
        for (const profiles of c.memberships.values()) {
          if (profiles.has(event.profile.id))
            profiles.set(event.profile.id, event.profile.nickname);
        }
      }
    }
    const targets =
      audience.kind === 'account'
        ? this.byAccount.get(audience.id)
        : this.byConversation.get(audience.id);
    if (targets) deliver(targets, event);
    if (event.type === 'participant.left') {
      for (const c of [...(this.byConversation.get(event.conversation_id) ?? [])]) {
        this.leave(c, event.conversation_id, event.profile_id);
      }
    }
  }

  private join(c: Connection, conversationId: string, profileId: string, nickname: string): void {
    let profiles = c.memberships.get(conversationId);
    if (!profiles) {
      profiles = new Map();
      c.memberships.set(conversationId, profiles);
      addTo(this.byConversation, conversationId, c);
    }
    profiles.set(profileId, nickname);
  }

  private leave(c: Connection, conversationId: string, profileId: string): void {
    const profiles = c.memberships.get(conversationId);
    if (!profiles?.delete(profileId) || profiles.size > 0) return;
    c.memberships.delete(conversationId);
    removeFrom(this.byConversation, conversationId, c);
  }
}

/** Serialises once, then writes the same frame to every socket. */
export function deliver(targets: Iterable<Connection>, event: ServerEvent): void {
  const frame = JSON.stringify(event);
  for (const c of targets) {
    if (c.socket.readyState !== c.socket.OPEN) continue;
    if (c.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      c.socket.terminate();
      continue;
    }
    c.socket.send(frame);
  }
}

function addTo<K>(map: Map<K, Set<Connection>>, key: K, c: Connection): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(c);
}

function removeFrom<K>(map: Map<K, Set<Connection>>, key: K, c: Connection): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(c);
  if (set.size === 0) map.delete(key);
}
