import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { CallChannel } from '@/lib/calls/call-channel';
import type { ConnectionState } from './realtime-client';
import type { Outbox, OutboxItem } from './outbox';
import type { Typist, TypingStore } from './typing-store';

/** What the signed-in app shares with every screen: one socket, one outbox, one typing list. */
export interface RealtimeServices {
  outbox: Outbox;
  typing: TypingStore;
  /** Tells the conversation's other members that this profile is typing (best effort). */
  sendTyping: (conversationId: string, profileId: string) => void;
  /** The open conversation reports whether its newest message is in view, for unread counts. */
  setReading: (profileId: string, conversationId: string, reading: boolean) => void;
  /** Call commands out and call events in, over the same socket. */
  calls: CallChannel;
}

export interface RealtimeValue {
  services: RealtimeServices | null;
  connection: ConnectionState;
}

const RealtimeContext = createContext<RealtimeValue>({ services: null, connection: 'online' });

export const RealtimeValueProvider = RealtimeContext.Provider;

export function useRealtime(): RealtimeServices | null {
  return useContext(RealtimeContext).services;
}

export function useConnectionState(): ConnectionState {
  return useContext(RealtimeContext).connection;
}

const NO_ITEMS: readonly OutboxItem[] = [];
const none = () => undefined;

/** Messages of one conversation that wait in the outbox (sending, waiting or failed). */
export function useOutboxItems(profileId: string, conversationId: string): OutboxItem[] {
  const outbox = useRealtime()?.outbox;
  const subscribe = useCallback(
    (listener: () => void) => (outbox ? outbox.subscribe(listener) : none),
    [outbox],
  );
  const all = useSyncExternalStore(subscribe, () => outbox?.snapshot() ?? NO_ITEMS);
  return useMemo(
    () => all.filter((i) => i.profile_id === profileId && i.conversation_id === conversationId),
    [all, profileId, conversationId],
  );
}

const NO_TYPISTS: readonly Typist[] = [];

export function useTypists(conversationId: string): readonly Typist[] {
  const typing = useRealtime()?.typing;
  const subscribe = useCallback(
    (listener: () => void) => (typing ? typing.subscribe(listener) : none),
    [typing],
  );
  return useSyncExternalStore(subscribe, () => typing?.of(conversationId) ?? NO_TYPISTS);
}
