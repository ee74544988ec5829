import { useQueryClient } from '@tanstack/react-query';
import type { Message } from '@hearth/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { queryKeys } from '@/lib/query-keys';
import type { ConversationPages } from '@/lib/realtime/cache-updates';
import { nextInChain } from '@/lib/voice/chain';
import { applyPlayed, hasPlayed } from '@/lib/voice/played';
import { markPlayed } from '../api/mark-played';
import type { VoiceHandlers } from './message-bubble';

type Marking = 'sending' | 'done' | 'failed';

/**
 * What playing a voice message does besides playing: it is marked as heard (on this device at
 * once, on the server once: when it starts, or again when it ends if that failed), and when it
 * ends the next unheard voice message of the conversation starts by itself.
 */
export function useVoicePlayback(profileId: string, conversationId: string, messages: Message[]) {
  const queryClient = useQueryClient();
  const [autoPlayId, setAutoPlayId] = useState<string | null>(null);
  const marking = useRef(new Map<string, Marking>());
  const latest = useRef(messages);
  useEffect(() => {
    latest.current = messages;
  }, [messages]);

  const mark = useCallback(
    (message: Message) => {
      const state = marking.current.get(message.id);
      if (state === 'sending' || state === 'done') return;
      // Heard before (the server says so), not by this page: nothing to record.
      if (state === undefined && hasPlayed(message, profileId)) return;
      marking.current.set(message.id, 'sending');
      queryClient.setQueryData<ConversationPages>(
        queryKeys.conversation(profileId, conversationId),
        (data) => applyPlayed(data, { message_id: message.id, profile_id: profileId }),
      );
      markPlayed({ profileId, conversationId, messageId: message.id }).then(
        () => marking.current.set(message.id, 'done'),
        () => marking.current.set(message.id, 'failed'),
      );
    },
    [queryClient, profileId, conversationId],
  );

  const handlers = useMemo<VoiceHandlers>(
    () => ({
      onPlay: (message) => {
        if (message.profile.id !== profileId) mark(message);
      },
      onEnded: (message) => {
        if (message.profile.id !== profileId && marking.current.get(message.id) === 'failed')
          mark(message);
        setAutoPlayId(nextInChain(latest.current, message.id, profileId));
      },
    }),
    [mark, profileId],
  );

  return { autoPlayId, handlers };
}
