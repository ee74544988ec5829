import { useQueryClient } from '@tanstack/react-query';
import type { ClientCommand } from '@hearth/shared';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { reloadOnce } from '@/lib/reload-once';
import { readToken } from '@/lib/session-storage';
import { getSession, useSession } from '@/lib/session';
import { isCallEvent } from '@/lib/calls/call-channel';
import { applyEvent } from '@/lib/realtime/apply-event';
import { reconnectDelay } from '@/lib/realtime/backoff';
import { RealtimeClient, type ConnectionState } from '@/lib/realtime/realtime-client';
import { StreamPositions } from '@/lib/realtime/stream-positions';
import { RealtimeValueProvider } from '@/lib/realtime/realtime-context';
import { realtimeUrl } from '@/lib/realtime/realtime-url';
import { createRealtimeServices } from './realtime-services';
import { endRejectedSession } from './end-session';

/**
 * One socket and one outbox per tab while someone is signed in. Events go into the query
 * cache; reconnecting catches up and sends what waited.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { user, token } = useSession();
  const accountId = user?.id;
  const clientRef = useRef<RealtimeClient | null>(null);
  const [connection, setConnection] = useState<ConnectionState>('connecting');

  const wiring = useMemo(
    () =>
      accountId
        ? createRealtimeServices(queryClient, accountId, (conversationId, profileId) => {
            clientRef.current?.send({
              type: 'typing',
              conversation_id: conversationId,
              profile_id: profileId,
            });
          })
        : null,
    [queryClient, accountId],
  );

  useEffect(() => {
    if (!wiring || !token) return;
    const { services, reading } = wiring;
    const { outbox } = services;
    const positions = new StreamPositions(queryClient);
    // Asks the server for every event after the positions held; the lists, which hold no
    // position of their own, are fetched again.
    const sync = (only?: string[]) => {
      clientRef.current?.send({ type: 'sync', cursors: positions.cursors(only) });
      if (!only) void queryClient.invalidateQueries({ queryKey: ['conversations'] });
    };

    // A send that failed for a passing reason (server busy, network blip) is tried again with
    // backoff while the browser believes it is online; going online or reconnecting flushes too.
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let retryAttempt = 0;
    const flush = () => {
      clearTimeout(retryTimer);
      void outbox.flush().then(() => {
        if (!outbox.hasPending()) return void (retryAttempt = 0);
        if (!navigator.onLine) return;
        retryTimer = setTimeout(flush, reconnectDelay(retryAttempt++, document.hidden));
      });
    };

    const client = new RealtimeClient({
      url: realtimeUrl(),
      getToken: readToken,
      onEvent: (event) => {
        if ('seq' in event) {
          const sighting = positions.see(event);
          if (sighting === 'duplicate') return;
          // Something came between: apply this one and fetch what is missing, in order.
          if (sighting === 'gap') sync([event.stream]);
        }
        if (event.type === 'synced') return positions.settle(event.positions);
        if (event.type === 'stream.reset') positions.forget(event.stream);
        if (isCallEvent(event)) services.calls.emit(event);
        applyEvent(event, {
          queryClient,
          typing: services.typing,
          currentProfileId: () => getSession().profile?.id,
          isReading: (profileId, conversationId) =>
            reading.has(`${profileId}/${conversationId}`) && !document.hidden,
          catchUp: () => sync(),
        });
      },
      onState: setConnection,
      // Also on the first connection: what was loaded before the socket was ready may already
      // have missed a message (the socket comes up a moment after the first screen's data).
      onReady: (ready) => {
        positions.startAccount(`a:${ready.account_id}`, ready.account_seq);
        // A device showing Hearth gets no push: the server hears whether this tab is seen.
        clientRef.current?.send({ type: 'visibility', visible: !document.hidden });
        flush();
        sync();
      },
      onUnauthorized: () => endRejectedSession(queryClient),
      onVersionMismatch: () => {
        if (!reloadOnce()) setConnection('offline');
      },
      isHidden: () => document.hidden,
    });
    clientRef.current = client;
    // call.story joins the contract with the shared reading; the socket carries it as it is.
    const detachCalls = services.calls.attach((command) => client.send(command as ClientCommand));
    client.start();
    flush();

    const online = () => {
      client.nudge();
      flush();
    };
    const unwatchOtherTabs = outbox.watchOtherTabs();
    const visible = () => {
      client.send({ type: 'visibility', visible: !document.hidden });
      if (!document.hidden) client.nudge();
    };
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', visible);
    return () => {
      window.removeEventListener('online', online);
      unwatchOtherTabs();
      document.removeEventListener('visibilitychange', visible);
      clearTimeout(retryTimer);
      detachCalls();
      client.stop();
      clientRef.current = null;
      services.typing.clear();
    };
  }, [wiring, token, queryClient]);

  const value = useMemo(
    () => ({ services: wiring?.services ?? null, connection }),
    [wiring, connection],
  );
  return <RealtimeValueProvider value={value}>{children}</RealtimeValueProvider>;
}
