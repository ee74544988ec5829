import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Participant } from '@hearth/shared';
import { formatList } from '../format';

export interface Typist extends Participant {
  expiresAt: number;
}

const NONE: readonly Typist[] = [];

/**
 * Who is typing in which conversation. Each notice expires by itself after the time the server
 * gave, unless a renewal arrives first; a lost "stopped typing" can therefore never stick.
 */
export class TypingStore {
  private readonly byConversation = new Map<string, readonly Typist[]>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly listeners = new Set<() => void>();

  show(conversationId: string, profile: Participant, expiresInMs: number): void {
    const key = `${conversationId}/${profile.id}`;
    clearTimeout(this.timers.get(key));
    this.timers.set(
      key,
      setTimeout(() => this.hide(conversationId, profile.id), expiresInMs),
    );
    const others = this.of(conversationId).filter((t) => t.id !== profile.id);
    this.set(conversationId, [...others, { ...profile, expiresAt: Date.now() + expiresInMs }]);
  }

  /** Their message arrived: the notice has done its job. */
  hide(conversationId: string, profileId: string): void {
    const key = `${conversationId}/${profileId}`;
    clearTimeout(this.timers.get(key));
    this.timers.delete(key);
    const list = this.of(conversationId);
    if (list.some((t) => t.id === profileId)) {
      this.set(
        conversationId,
        list.filter((t) => t.id !== profileId),
      );
    }
  }

  of(conversationId: string): readonly Typist[] {
    return this.byConversation.get(conversationId) ?? NONE;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  clear(): void {
    this.timers.forEach((timer) => clearTimeout(timer));
    this.timers.clear();
    this.byConversation.clear();
    this.listeners.forEach((listener) => listener());
  }

  private set(conversationId: string, list: readonly Typist[]): void {
    if (list.length === 0) this.byConversation.delete(conversationId);
    else this.byConversation.set(conversationId, list);
    this.listeners.forEach((listener) => listener());
  }
}

/** "Grandma is typing...", "Grandma and Sam are typing...", in the active language. */
export function typingText(typists: readonly Participant[]): string {
  const count = typists.length;
  if (count === 0) return '';
  const names = formatList(typists.map((t) => t.nickname));
  return i18n._(
    msg({
      message: plural(count, { one: `${names} is typing...`, other: `${names} are typing...` }),
      comment: 'names is a list of people, "Grandma" or "Grandma and Sam"',
    }),
  );
}
