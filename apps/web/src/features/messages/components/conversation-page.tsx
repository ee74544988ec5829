import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { MessageReplyTo } from '@hearth/shared';
import { Button, LinkButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { albumPath } from '@/lib/album-path';
import { requestCall } from '@/lib/calls/call-requests';
import { useEasyMode } from '@/lib/easy-mode';
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
import { MessageBubble, type ReplyHandlers } from './message-bubble';
import { PendingBubble } from './pending-bubble';
import { replyToOf } from './reply-quote';
import { TypingIndicator } from './typing-indicator';
import { useChatScroll } from './use-chat-scroll';
import { useFailureAlert } from './use-failure-alert';
import { useJumpToMessage } from './use-jump-to-message';
import { useShownMessages } from './use-shown-messages';
import { useVoicePlayback } from './use-voice-playback';

// As this screen's code arrives, so that the locale data is ready before the messages are.
prepareTimeFormat();

interface ConversationPageProps {
  profileId: string;
  conversationId: string;
  onShareInvite: () => void;
  /** The search box of this conversation, in its header (the app composes the search feature). */
  search?: ReactNode;
}

export function ConversationPage({
  profileId,
  conversationId,
  onShareInvite,
  search,
}: ConversationPageProps) {
  const { t } = useLingui();
  const query = useConversation(profileId, conversationId);
  const kidMode = useKidMode();
  // Easy mode opens on the newest message, at the top and big; older ones follow below.
  const easy = useEasyMode();
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
    newestFirst: easy,
  });

  // A reply's quote and a search result (`?message=<id>`) lead to a message, older pages and all.
  const [params] = useSearchParams();
  const jumping = useJumpToMessage({
    messages,
    containerRef: scroll.containerRef,
    hasOlder: Boolean(hasNextPage),
    loadingOlder: isFetchingNextPage || !query.isSuccess || shown.data !== query.data,
    loadOlder: () => void fetchNextPage({ cancelRefetch: false }),
    requested: params.get('message'),
  });
  const [replyTo, setReplyTo] = useState<MessageReplyTo | null>(null);
  const { jump } = jumping;
  const replies = useMemo<ReplyHandlers>(
    () => ({ onReply: (message) => setReplyTo(replyToOf(message)), onJump: jump }),
    [jump],
  );

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

  const older = hasNextPage ? (
    <div className="flex justify-center py-4">
      <Button variant="ghost" disabled={isFetchingNextPage} onClick={scroll.loadOlder}>
        {isFetchingNextPage ? <Trans>Loading...</Trans> : <Trans>Load older messages</Trans>}
      </Button>
    </div>
  ) : null;
  const ownName = participants.find((p) => p.id === profileId)?.nickname ?? '';
  // A child may change its own last message only (the server refuses the rest).
  const changeable = kidMode ? childsLastMessageId(messages, profileId, pending.length) : null;
  const rows = [
    ...messages.map((message) => (
      <MessageBubble
        key={message.id}
        message={message}
        own={message.profile.id === profileId}
        profileId={profileId}
        participants={participants}
        autoPlay={playback.autoPlayId === message.id}
        voice={playback.handlers}
        conversationId={conversationId}
        actions={kidMode === null || message.id === changeable ? room.messageActions : undefined}
        reportable={kidMode !== null}
        replies={replies}
        highlighted={jumping.highlighted === message.id}
      />
    )),
    ...pending.map((item) => (
      <PendingBubble
        key={item.client_id}
        item={item}
        nickname={ownName}
        online={online}
        onRetry={() => void realtime?.outbox.retry(item.client_id)}
        onDiscard={() => realtime?.outbox.discard(item.client_id)}
      />
    )),
  ];
  const writing = (
    <>
      <TypingIndicator conversationId={conversationId} />
      <Composer
        profileId={profileId}
        conversationId={conversationId}
        onSend={scroll.stickToBottom}
        replyTo={replyTo}
        onClearReply={() => setReplyTo(null)}
      />
    </>
  );
  // Easy mode: newest first in the page's order too, so that reading and Tab follow what shows.
  if (easy) rows.reverse();
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
    // Easy mode: the page scrolls as a whole, and writing comes right before the newest message
    // (a phone's screen has no room for a history of its own between big header and composer).
    <div
      className={`mx-auto flex w-full max-w-3xl flex-col ${easy ? '' : 'h-[calc(100dvh-4.5rem)]'}`}
    >
      <ConversationHeader
        title={title}
        participants={participants}
        onShareInvite={onShareInvite}
        onEditRoom={room.onEditRoom}
        onLeave={room.onLeave}
        onMakeBook={room.onMakeBook}
        kid={kidMode !== null}
        albumPath={albumPath(profileId, conversationId)}
        search={search}
        onCall={(video) => requestCall({ profileId, conversationId, video, title })}
      />
      <ApprovalBanner conversationId={conversationId} />
      {room.dialogs}
      {easy ? writing : null}
      {/* A region of its own that takes focus, so the history scrolls from the keyboard even
          when no message holds a button (axe: scrollable-region-focusable). */}
      <div
        ref={scroll.containerRef}
        onScroll={scroll.onScroll}
        role="region"
        aria-label={t`Message history`}
        tabIndex={0}
        className={`p-4 focus-visible:-outline-offset-4 ${easy ? '' : 'flex-1 overflow-y-auto'}`}
      >
        {jumping.missing ? (
          <p role="status" className="pb-4 text-center text-base text-muted">
            <Trans>That message is no longer in this conversation.</Trans>
          </p>
        ) : null}
        {easy ? null : older}
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
            <ol className={`flex flex-col gap-4 ${easy ? '[&>li:first-child>p]:text-2xl' : ''}`}>
              {rows}
            </ol>
          </div>
        )}
        {easy ? older : null}
      </div>
      {easy ? null : writing}
    </div>
  );
}
