import { useSyncExternalStore } from 'react';
import type { Badge } from '@hearth/shared';

export interface Celebration {
  profileId: string;
  badge: Badge;
}

const SEEN_KEY = 'hearth.celebrated_badges';
let queue: Celebration[] = [];
const listeners = new Set<() => void>();

function seen(): Set<string> {
  try {
    return new Set(JSON.parse(localStorage.getItem(SEEN_KEY) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

/**
 * Queues the on-screen cheer for a badge unless this device has shown it already: the award
 * arrives live and again in a catch-up, and a badge is celebrated once.
 */
export function celebrateOnce(profileId: string, badge: Badge): void {
  const done = seen();
  const key = `${profileId}:${badge.id}`;
  if (done.has(key)) return;
  done.add(key);
  localStorage.setItem(SEEN_KEY, JSON.stringify([...done]));
  queue = [...queue, { profileId, badge }];
  listeners.forEach((listener) => listener());
}

export function dismissCelebration(): void {
  queue = queue.slice(1);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The celebration to show now, if any. */
export function useCelebration(): Celebration | undefined {
  return useSyncExternalStore(subscribe, () => queue[0]);
}
