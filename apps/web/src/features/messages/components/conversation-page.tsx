import { useEffect, useMemo } from 'react';
import { Button, LinkButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentVisible, useOnline } from '@/lib/use-browser-state';
import { statusOf } from '@/lib/errors';
import { prepareTimeFormat } from '@/lib/time-format';
import { useOutboxItems, useRealtime } from '@/lib/realtime/realtime-context';
import { useConversation } from '../api/get-conversation';
import { useMarkRead } from '../api/mark-read';
import { useVoiceItems, useVoiceSender } from '../api/use-voice-sender';
import { Composer } from './composer';
import { ConversationHeader } from './conversation-header';
import { useConversationDialogs } from './conversation-dialogs';
import { MessageBubble } from './message-bubble';
import { PendingBubble } from './pending-bubble';
import { PendingVoiceBubble } from './pending-voice-bubble';
import { TypingIndicator } from './typing-indicator';
import { useChatScroll } from './use-chat-scroll';
import { useFailureAlert } from './use-failure-alert';
import { useShownMessages } from './use-shown-messages';
import { useVoicePlayback } from './use-voice-playback';

// As this screen's code arrives, so that the locale data is ready before the messages are.
prepareTimeFormat();

interface ConversationPageProps {
  profileId: string;
  conversationId: string;
  onShareInvite: () => void;
}

export function ConversationPage({
  profileId,
  conversationId,
  onShareInvite,
}: ConversationPageProps) {
  const query = useConversation(profileId, conversationId);
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const outboxItems = useOutboxItems(profileId, conversationId);
  const voiceItems = useVoiceItems(profileId, conversationId);
  useFailureAlert(outboxItems, voiceItems);
  const voiceSender = useVoiceSender();

  const shown = useShownMessages(query.data, outboxItems, voiceItems);
  const { messages, pending, pendingVoice } = shown;
  const playback = useVoicePlayback(profileId, conversationId, messages);
  // Text and voice messages on their way, in the order they were written.
  const newestPending = useMemo(
    () =>
      [
        ...pending.map((item) => ({ voice: false as const, item })),
        ...pendingVoice.map((item) => ({ voice: true as const, item })),
      ].sort((a, b) => a.item.created_at.localeCompare(b.item.created_at)),
    [pending, pendingVoice],
  );

  const realtime = useRealtime();
  const online = useOnline();
  const visible = useDocumentVisible();

  const scroll = useChatScroll({
    oldestId: messages[0]?.id,
    newestId: newestPending.at(-1)?.item.client_id ?? messages.at(-1)?.id,
    canLoadOlder: Boolean(hasNextPage) && !isFetchingNextPage,
    loadOlder: () => void fetchNextPage(),
  });

  // Read means seen: the newest message is in view in a tab that is in front.
  const inView = scroll.atEnd && visible;
  useMarkRead(profileId, conversationId, messages.at(-1)?.id, inView);
  useEffect(() => {
    realtime?.setReading(profileId, conversationId, inView);
    return () => realtime?.setReading(profileId, conversationId, false);
  }, [realtime, profileId, conversationId, inView]);

  const first = shown.data?.pages[0];
  const { title, participants } = first ?? { title: '', participants: [] };
  const room = useConversationDialogs({
    profileId,
    conversationId,
    title,
    participants,
    createdBy: first?.created_by,
  });

  if (query.isPending) return <Spinner />;
  if (query.isError) {
    const missing = statusOf(query.error) === 404;
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-8">
        <EmptyState
          emoji="🔍"
          title={missing ? 'We could not find this conversation' : 'Something went wrong'}
          text={missing ? undefined : query.error.message}
          action={<LinkButton to="/conversations">Go to My Conversations</LinkButton>}
        />
      </div>
    );
  }

  // The messages are here, and their first render is on its way.
  if (!shown.data) return <Spinner />;

  const ownName = participants.find((p) => p.id === profileId)?.nickname ?? '';
  return (
    <div className="mx-auto flex h-[calc(100dvh-4.5rem)] w-full max-w-3xl flex-col">
      <ConversationHeader
        title={title}
        participants={participants}
        onShareInvite={onShareInvite}
        onEditRoom={room.onEditRoom}
        onLeave={room.onLeave}
      />
      {room.dialogs}
      <div
        ref={scroll.containerRef}
        onScroll={scroll.onScroll}
        className="flex-1 overflow-y-auto p-4"
      >
        {hasNextPage ? (
          <div className="flex justify-center pb-4">
            <Button variant="ghost" disabled={isFetchingNextPage} onClick={scroll.loadOlder}>
              {isFetchingNextPage ? 'Loading...' : 'Load older messages'}
            </Button>
          </div>
        ) : null}
        {messages.length === 0 && newestPending.length === 0 ? (
          participants.length <= 1 ? (
            <EmptyState
              emoji="🚀"
              title="You're flying solo!"
              text="Invite your family to join this conversation."
              action={<Button onClick={onShareInvite}>Share Invite Link</Button>}
            />
          ) : (
            <EmptyState emoji="👋" title="Start the conversation!" />
          )
        ) : (
          <div role="log" aria-label="Messages">
            <ol className="flex flex-col gap-4">
              {messages.map((message) => (
                <MessageBubble
                  key={message.id}
                  message={message}
                  own={message.profile.id === profileId}
                  profileId={profileId}
                  participants={participants}
                  autoPlay={playback.autoPlayId === message.id}
                  voice={playback.handlers}
                  actions={room.messageActions}
                />
              ))}
              {newestPending.map(({ voice, item }) =>
                voice ? (
                  <PendingVoiceBubble
                    key={item.client_id}
                    item={item}
                    nickname={ownName}
                    online={online}
                    onRetry={() => void voiceSender.retry(item.client_id)}
                    onDiscard={() => voiceSender.discard(item.client_id)}
                  />
                ) : (
                  <PendingBubble
                    key={item.client_id}
                    item={item}
                    nickname={ownName}
                    online={online}
                    onRetry={() => void realtime?.outbox.retry(item.client_id)}
                    onDiscard={() => realtime?.outbox.discard(item.client_id)}
                  />
                ),
              )}
            </ol>
          </div>
        )}
      </div>
      <TypingIndicator conversationId={conversationId} />
      <Composer
        profileId={profileId}
        conversationId={conversationId}
        onSend={scroll.stickToBottom}
      />
    </div>
  );
}
