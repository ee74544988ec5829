import { useCallback, useEffect, useRef, useState } from 'react';
import type { CallResponse } from '@hearth/shared';
import type { CallChannel } from '@/lib/calls/call-channel';
import { onCallRequest, setCallConversation } from '@/lib/calls/call-requests';
import { declineCall } from '../api/decline-call';
import { joinCall } from '../api/join-call';
import { leaveCall } from '../api/leave-call';
import { startCall } from '../api/start-call';
import { CallSession } from './call-session';
import type { IncomingCall } from './use-incoming-call';

export interface ActiveCall {
  session: CallSession;
  title: string;
}

/** The one call of this tab: started from a button, or answered; and declining a ring. */
export function useCallControl(channel: CallChannel | undefined, me: string | undefined) {
  const [active, setActive] = useState<ActiveCall | null>(null);
  const busy = useRef(false);

  const begin = useCallback(
    (conversationId: string, title: string, video: boolean, open: () => Promise<CallResponse>) => {
      if (!channel || !me || busy.current) return;
      busy.current = true;
      const session = new CallSession({
        me,
        profileId: me,
        conversationId,
        channel,
        open,
        leave: (callId) => leaveCall({ profileId: me, conversationId, callId }),
      });
      const done = session.subscribe(() => {
        if (session.status !== 'ended') return;
        done();
        busy.current = false;
        setCallConversation(null);
        // A refusal (a child's call to someone not approved) stays on screen to be read.
        setActive((current) => (session.error && current ? { ...current } : null));
      });
      setActive({ session, title });
      setCallConversation(conversationId);
      void session.start(video);
    },
    [channel, me],
  );

  useEffect(
    () =>
      onCallRequest((request) => {
        if (request.profileId !== me) return;
        begin(request.conversationId, request.title ?? '', request.video, () => startCall(request));
      }),
    [begin, me],
  );

  const answer = useCallback(
    (incoming: IncomingCall) => {
      const ids = { ...incoming, callId: incoming.call.id };
      begin(incoming.conversationId, incoming.title, incoming.call.video, () => joinCall(ids));
    },
    [begin],
  );

  const decline = useCallback((incoming: IncomingCall) => {
    void declineCall({ ...incoming, callId: incoming.call.id }).catch(() => undefined);
  }, []);

  const close = useCallback(() => setActive(null), []);
  return { active, answer, decline, close };
}
