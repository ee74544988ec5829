import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Button, LinkButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useKidMode } from '@/lib/kid-mode';
import { useDocumentVisible, useOnline } from '@/lib/use-browser-state';
import { statusOf } from '@/lib/errors';
import { sharedSentence } from '@/lib/i18n/shared-texts';
import { prepareTimeFormat } from '@/lib/time-format';
import { useOutboxItems, useRealtime } from '@/lib/realtime/realtime-context';
import { useConversation } from '../api/get-conversation';
import { useMarkRead } from '../api/mark-read';
import { ApprovalBanner } from './approval-banner';
import { Composer } from './composer';
import { ConversationHeader } from './conversation-header';
import { useConversationDialogs } from './conversation-dialogs';
import { childsLastMessageId } from './kid-changes';
import { MessageBubble } from './message-bubble';
import { PendingBubble } from './pending-bubble';
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
  const { t } = useLingui();
  const query = useConversation(profileId, conversationId);
  const kidMode = useKidMode();
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const outboxItems = useOutboxItems(profileId, conversationId);
  useFailureAlert(outboxItems);

  // Text and voice messages on their way, in the outbox's order: the order they were written.
  const shown = useShownMessages(query.data, outboxItems);
  const { messages, pending } = shown;
  const playback = useVoicePlayback(profileId, conversationId, messages);

  const realtime = useRealtime();
  const online = useOnline();
  const visible = useDocumentVisible();

  const scroll = useChatScroll({
    oldestId: messages[0]?.id,
    newestId: pending.at(-1)?.client_id ?? messages.at(-1)?.id,
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
          title={missing ? t`We could not find this conversation` : t`Something went wrong`}
          text={missing ? undefined : sharedSentence(query.error.message)}
          action={
            <LinkButton to="/conversations">
              <Trans>Go to My Conversations</Trans>
            </LinkButton>
          }
        />
      </div>
    );
  }

  // The messages are here, and their first render is on its way.
  if (!shown.data) return <Spinner />;

  const ownName = participants.find((p) => p.id === profileId)?.nickname ?? '';
  // A child may change its own last message only (the server refuses the rest).
  const changeable = kidMode ? childsLastMessageId(messages, profileId, pending.length) : null;
  if (first?.paused) {
    // A child's conversation that waits for a parent's approval: nothing new shows or sends.
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col">
        <ConversationHeader
          title={title}
          participants={participants}
          onShareInvite={onShareInvite}
          kid={kidMode !== null}
        />
        <div role="status" className="p-4">
          <EmptyState emoji="🕰️" title={t`Waiting for a grown-up to say yes`} />
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto flex h-[calc(100dvh-4.5rem)] w-full max-w-3xl flex-col">
      <ConversationHeader
        title={title}
        participants={participants}
        onShareInvite={onShareInvite}
        onEditRoom={room.onEditRoom}
        onLeave={room.onLeave}
        kid={kidMode !== null}
      />
      <ApprovalBanner conversationId={conversationId} />
      {room.dialogs}
      {/* A region of its own that takes focus, so the history scrolls from the keyboard even
          when no message holds a button (axe: scrollable-region-focusable). */}
      <div
        ref={scroll.containerRef}
        onScroll={scroll.onScroll}
        role="region"
        aria-label={t`Message history`}
        tabIndex={0}
        className="flex-1 overflow-y-auto p-4 focus-visible:-outline-offset-4"
      >
        {hasNextPage ? (
          <div className="flex justify-center pb-4">
            <Button variant="ghost" disabled={isFetchingNextPage} onClick={scroll.loadOlder}>
              {isFetchingNextPage ? <Trans>Loading...</Trans> : <Trans>Load older messages</Trans>}
            </Button>
          </div>
        ) : null}
        {messages.length === 0 && pending.length === 0 ? (
          participants.length <= 1 && !kidMode ? (
            <EmptyState
              emoji="🚀"
              title={t`You're flying solo!`}
              text={t`Invite your family to join this conversation.`}
              action={
                <Button onClick={onShareInvite}>
                  <Trans>Share Invite Link</Trans>
                </Button>
              }
            />
          ) : (
            <EmptyState emoji="👋" title={t`Start the conversation!`} />
          )
        ) : (
          <div role="log" aria-label={t`Messages`}>
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
                  conversationId={conversationId}
                  actions={
                    kidMode === null || message.id === changeable ? room.messageActions : undefined
                  }
                  reportable={kidMode !== null}
                />
              ))}
              {pending.map((item) => (
                <PendingBubble
                  key={item.client_id}
                  item={item}
                  nickname={ownName}
                  online={online}
                  onRetry={() => void realtime?.outbox.retry(item.client_id)}
                  onDiscard={() => realtime?.outbox.discard(item.client_id)}
                />
              ))}
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
