import { CALL_LIMITS, type Call } from '@hearth/shared';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { CallChannel } from '@/lib/calls/call-channel';
import { getLiveCall } from '../api/get-live-call';

export interface IncomingCall {
  call: Call;
  profileId: string;
  conversationId: string;
  title: string;
}

/**
 * The call that rings on this device: started in a conversation of the signed-in profile, which
 * is not in it. It stops when this profile answers (here or on another device) or declines,
 * when the call ends, or after the ring time.
 */
export function useIncomingCall(
  channel: CallChannel | undefined,
  profileId: string | undefined,
): [IncomingCall | null, () => void] {
  const [incoming, setIncoming] = useState<IncomingCall | null>(null);
  const dismiss = useCallback(() => setIncoming(null), []);

  useEffect(() => {
    setIncoming(null);
    if (!channel || !profileId) return;
    let live = true;
    const stopIf = (callId: string) =>
      setIncoming((current) => (current?.call.id === callId ? null : current));
    const unsubscribe = channel.subscribe((event) => {
      switch (event.type) {
        case 'call.started': {
          const { call, conversation_id: conversationId } = event;
          if (call.participants.some((p) => p.id === profileId)) return;
          // The account's socket hears every profile's conversations: only a member rings.
          void getLiveCall(profileId, conversationId).then(({ call: seen, title }) => {
            if (!live || seen?.id !== call.id) return;
            if (seen.participants.some((p) => p.id === profileId)) return;
            setIncoming({ call: seen, profileId, conversationId, title });
          });
          return;
        }
        case 'call.joined':
          if (event.participant.id === profileId) stopIf(event.call_id);
          return;
        case 'call.declined':
          if (event.profile_id === profileId) stopIf(event.call_id);
          return;
        case 'call.ended':
          stopIf(event.call_id);
          return;
        default:
          return;
      }
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [channel, profileId]);

  // Opened from the ringing push (`/conversations/<id>?call=<callId>`): it rings here if live.
  const { pathname, search } = useLocation();
  useEffect(() => {
    const callId = new URLSearchParams(search).get('call');
    const conversationId = /^\/conversations\/([^/]+)$/.exec(pathname)?.[1];
    if (!callId || !conversationId || !profileId) return;
    let live = true;
    void getLiveCall(profileId, decodeURIComponent(conversationId)).then(({ call, title }) => {
      if (!live || call?.id !== callId) return;
      if (call.participants.some((p) => p.id === profileId)) return;
      setIncoming({ call, profileId, conversationId: call.conversation_id, title });
    });
    return () => {
      live = false;
    };
  }, [pathname, search, profileId]);

  // The server ends an unanswered call as missed; this stops a ring whose end was not heard.
  useEffect(() => {
    if (!incoming) return;
    const timer = setTimeout(dismiss, CALL_LIMITS.ringTimeoutMs);
    return () => clearTimeout(timer);
  }, [incoming, dismiss]);

  return [incoming, dismiss];
}
