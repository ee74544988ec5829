import { REALTIME_CLOSE, type Message } from '@hearth/shared';
import { TokenBucket } from '../../lib/token-bucket.js';
import { childCopy, childHears, childKey, type ChildScope } from './child-presence.js';
import type { Audience, BusEvent } from './event-bus.js';
import type { Memberships } from './memberships.js';
import type { AccountPresence, RealtimeSocket } from './realtime-socket.js';

/** Signs a message's recording links for one holder (a profile): see `heldFrame`. */
export type Relink = (message: Message, holderId: string) => Message;

/** Sockets one account may hold open at once (a family's phones, tablets and computers). */
export const MAX_SOCKETS_PER_ACCOUNT = 20;

/** Who is connected, and which conversations each account hears. */
export class RealtimeHub {
  private readonly byAccount = new Map<string, AccountPresence>();
  private readonly byConversation = new Map<string, Set<AccountPresence>>();

  has(accountId: string): boolean {
    return this.byAccount.has(accountId);
  }

  /**
   * Adds an authenticated socket. The account's first socket brings the memberships it read;
   * later ones join the presence already kept current by events.
   */
  add(
    socket: RealtimeSocket,
    accountId: string,
    memberships: () => Memberships,
    child?: ChildScope,
  ): boolean {
    let presence = this.byAccount.get(accountId);
    if (presence && presence.sockets.length >= MAX_SOCKETS_PER_ACCOUNT) return false;
    if (presence) presence.sockets.push(socket);
    else {
      presence = {
        accountId,
        memberships: memberships(),
        sockets: [socket],
        commands: new TokenBucket(100, 30),
        ...(child ? { child } : {}),
      };
      this.byAccount.set(accountId, presence);
      for (const conversationId of presence.memberships.keys()) {
        addTo(this.byConversation, conversationId, presence);
      }
    }
    socket.presence = presence;
    return true;
  }

  /** The accounts connected here (to re-read what they may hear after events were missed). */
  presences(): AccountPresence[] {
    return [...this.byAccount.values()];
  }

  /** The child sessions' presences of an account (its children's sockets). */
  childrenOf(accountId: string): AccountPresence[] {
    return this.presences().filter((p) => p.child?.accountId === accountId);
  }

  /** Replaces an account's memberships with what the database says now. */
  reload(presence: AccountPresence, memberships: Memberships, child?: ChildScope): void {
    if (this.byAccount.get(presence.accountId) !== presence) return;
    if (child) presence.child = child;
    for (const conversationId of presence.memberships.keys()) {
      if (!memberships.has(conversationId))
        removeFrom(this.byConversation, conversationId, presence);
    }
    for (const [conversationId, profiles] of memberships) {
      if (!presence.memberships.has(conversationId)) {
        addTo(this.byConversation, conversationId, presence);
      }
      presence.memberships.set(conversationId, profiles);
    }
    for (const conversationId of [...presence.memberships.keys()]) {
      if (!memberships.has(conversationId)) presence.memberships.delete(conversationId);
    }
  }

  remove(socket: RealtimeSocket): void {
    const presence = socket.presence;
    if (!presence || this.byAccount.get(presence.accountId) !== presence) return;
    presence.sockets = presence.sockets.filter((s) => s !== socket);
    if (presence.sockets.length > 0) return;
    this.byAccount.delete(presence.accountId);
    for (const conversationId of presence.memberships.keys()) {
      removeFrom(this.byConversation, conversationId, presence);
    }
  }

  *all(): Iterable<RealtimeSocket> {
    for (const presence of this.byAccount.values()) yield* presence.sockets;
  }

  /**
   * Applies membership changes first, then delivers, so a joiner hears what follows at once.
   * With `relink`, each listener's copy of a recording's link is signed for its own profile.
   */
  dispatch(audience: Audience, event: BusEvent, relink?: Relink): void {
    // A signal for the servers only (the child's scope is re-read where it is received).
    if (event.type === 'child.settings.changed' || event.type === 'socket.connected') return;
    if (audience.kind === 'everyone') {
      if (event.type !== 'session.revoked') deliver(this.all(), JSON.stringify(event));
      return;
    }
    const account = audience.kind === 'account' ? this.byAccount.get(audience.id) : undefined;
    if (event.type === 'session.revoked') {
      const children = audience.kind === 'account' ? this.childrenOf(audience.id) : [];
      for (const presence of [account, ...children]) {
        for (const s of presence?.sockets ?? []) {
          if (s.tokenHash === event.token_hash) s.close(REALTIME_CLOSE.unauthorized, 'signed out');
        }
      }
      return;
    }
    if (event.type === 'conversation.added' && account) {
      const creator = event.conversation.participants.find((p) => p.id === event.profile_id);
      this.join(account, event.conversation.id, event.profile_id, creator?.nickname ?? '');
    }
    if (event.type === 'profile.settings' && audience.kind === 'account') {
      // The profile's own devices (an assisted grandparent's tablet) hear of their settings, the
      // one event of the account's stream a one-profile session hears.
      const own = this.byAccount.get(childKey(event.profile_id));
      if (own?.child?.accountId === audience.id) deliver(own.sockets, JSON.stringify(event));
    }
    if (event.type === 'profile.updated' && account) {
      for (const profiles of account.memberships.values()) {
        if (profiles.has(event.profile.id)) profiles.set(event.profile.id, event.profile.nickname);
      }
    }
    const listeners =
      audience.kind === 'conversation' ? this.byConversation.get(audience.id) : undefined;
    if (account || listeners) {
      const frame = JSON.stringify(event); // once, however many sockets hear it
      if (account) deliver(account.sockets, frame);
      const now = new Date();
      const only = audience.kind === 'conversation' ? audience.only : undefined;
      for (const presence of [...(listeners ?? [])]) {
        // A child's event reaches only the profiles the pairwise rule lets hear it.
        const heard = !only || hearsAmong(presence, audience.id, only);
        if (!presence.child) {
          if (heard)
            deliver(presence.sockets, heldFrame(event, presence, audience.id, relink) ?? frame);
        } else if (heard && childHears(presence.child, event, now)) {
          // What the child may hear of it: reactors and quotes from others are left out.
          const seen = childCopy(presence.child, event);
          const own = seen === event ? frame : JSON.stringify(seen);
          deliver(presence.sockets, heldFrame(seen, presence, audience.id, relink) ?? own);
        } else if (event.type === 'participant.joined') {
          // Someone the child may not hear joined: the conversation pauses for it at once,
          // before anything they say can arrive (their approval re-reads it).
          this.pause(presence, audience.id);
        }
      }
    }
    if (event.type === 'conversation.removed' && account) {
      this.leave(account, event.conversation_id, event.profile_id);
    }
    if (event.type === 'participant.left') {
      for (const presence of [...(this.byConversation.get(event.conversation_id) ?? [])]) {
        this.leave(presence, event.conversation_id, event.profile_id);
      }
    }
  }

  private join(p: AccountPresence, conversationId: string, profileId: string, nickname: string) {
    let profiles = p.memberships.get(conversationId);
    if (!profiles) {
      p.memberships.set(conversationId, (profiles = new Map()));
      addTo(this.byConversation, conversationId, p);
    }
    profiles.set(profileId, nickname);
  }

  private pause(p: AccountPresence, conversationId: string): void {
    if (!p.memberships.delete(conversationId)) return;
    removeFrom(this.byConversation, conversationId, p);
  }

  private leave(p: AccountPresence, conversationId: string, profileId: string): void {
    const profiles = p.memberships.get(conversationId);
    if (!profiles?.delete(profileId) || profiles.size > 0) return;
    p.memberships.delete(conversationId);
    removeFrom(this.byConversation, conversationId, p);
  }
}

/** Whether one of the presence's profiles in the conversation is among `only`. */
export function hearsAmong(
  presence: AccountPresence,
  conversationId: string,
  only: readonly string[],
) {
  const mine = presence.memberships.get(conversationId);
  return mine !== undefined && only.some((id) => mine.has(id));
}

/**
 * A message event's frame for one listener, its recordings' links signed for one of the
 * listener's profiles in the conversation: a link plays only while its holder takes part, so a
 * link handed on live is the listener's own. Null when the shared frame serves (no media).
 */
function heldFrame(
  event: BusEvent,
  presence: AccountPresence,
  conversationId: string,
  relink: Relink | undefined,
): string | null {
  if (!relink || (event.type !== 'message.created' && event.type !== 'message.edited')) {
    return null;
  }
  const { audio, story, photos, video } = event.message;
  if (!audio && !story && !photos && !video) return null;
  const holder = presence.memberships.get(conversationId)?.keys().next().value;
  if (!holder) return null;
  return JSON.stringify({ ...event, message: relink(event.message, holder) });
}

/** Writes one serialised event to every open socket of `targets`. */
export function deliver(targets: Iterable<RealtimeSocket>, frame: string): void {
  for (const s of targets) s.sendFrame(frame);
}

function addTo<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(value);
}

function removeFrom<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(value);
  if (set.size === 0) map.delete(key);
}
