import { outboxOf } from '../message-kinds';
import type { OutboxItem } from './outbox-item';

/** What of an item's uploads is stored: a tab's copy with less is older than storage's. */
const storedOf = (item: OutboxItem) => outboxOf(item).stored(item);

/**
 * This tab's items after storage was read again: storage is the truth for items this tab is not
 * changing right now (`busy`); an item that is gone from it was sent or discarded elsewhere.
 * Items being written keep this tab's copy. Null when nothing changed.
 */
export function mergeStored(
  items: readonly OutboxItem[],
  stored: readonly OutboxItem[],
  busy: (clientId: string) => boolean,
): OutboxItem[] | null {
  const mine = new Map(items.map((i) => [i.client_id, i]));
  const kept = stored.flatMap((item) => {
    const own = mine.get(item.client_id);
    if (busy(item.client_id)) return own ? [own] : [];
    if (own && own.status === item.status && storedOf(own) === storedOf(item)) return [own];
    return [own?.waiting ? { ...item, waiting: true } : item];
  });
  const known = new Set(stored.map((i) => i.client_id));
  const unsaved = items.filter((i) => !known.has(i.client_id) && busy(i.client_id));
  const merged = [...kept, ...unsaved];
  const same = merged.length === items.length && merged.every((item, n) => item === items[n]);
  return same ? null : merged;
}
