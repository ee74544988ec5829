import { useSyncExternalStore } from 'react';

/** A call someone asked for: pressed "Video call" in a header, or "Call Nana" in kid mode. */
export interface CallRequest {
  profileId: string;
  conversationId: string;
  video: boolean;
  /** The conversation's title, shown on the call screen. */
  title?: string;
}

type Listener = (request: CallRequest) => void;
const listeners = new Set<Listener>();
let inCall: string | null = null;
let pending: { request: CallRequest; at: number } | null = null;
// A press older than this is not a call anyone still waits for.
const PENDING_MS = 10_000;
const watchers = new Set<() => void>();

/**
 * Features do not import each other: the buttons ask here, and the call overlay mounted in
 * app/ (features/calls) answers.
 */
export function requestCall(request: CallRequest): void {
  // The overlay's code may still be on its way (it loads lazily): it takes the call on arrival.
  if (listeners.size === 0) pending = { request, at: Date.now() };
  for (const listener of listeners) listener(request);
}

export function onCallRequest(listener: Listener): () => void {
  listeners.add(listener);
  const waiting = pending && Date.now() - pending.at < PENDING_MS ? pending.request : null;
  pending = null;
  if (waiting) queueMicrotask(() => listener(waiting));
  return () => listeners.delete(listener);
}

/** The conversation whose call this tab is in, so that its header can say so. */
export function setCallConversation(conversationId: string | null): void {
  inCall = conversationId;
  for (const watcher of watchers) watcher();
}

export function useCallConversation(): string | null {
  return useSyncExternalStore(
    (watcher) => {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
    () => inCall,
  );
}
