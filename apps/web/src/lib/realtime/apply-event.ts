import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ConversationSummary, Message, Participant, ServerEvent } from '@hearth/shared';
import { listMayGoOn } from '../conversation-list-size';
import { queryKeys } from '../query-keys';
import { applyPlayed } from '../voice/played';
import {
  applyMessageToList,
  mergeMessages,
  setUnread,
  unreadAfter,
  type ConversationPages,
} from './cache-updates';
import { celebrateOnce } from '../badge-celebrations';
import { announceMessage } from './new-messages';
import type { TypingStore } from './typing-store';

export interface EventContext {
  queryClient: QueryClient;
  typing: TypingStore;
  /** The profile shown on this device: its own typing is never announced back to it. */
  currentProfileId: () => string | undefined;
  /** True while this profile has the conversation open with its newest message in view. */
  isReading: (profileId: string, conversationId: string) => boolean;
  catchUp: () => void;
}

// The same message can come twice (a socket event and a catch-up, or a second server after a
// resync); it may count as unread only once. A few hundred recent ids are plenty for that.
const RECENT_LIMIT = 500;
const recentByClient = new WeakMap<QueryClient, Set<string>>();

function firstSighting(queryClient: QueryClient, messageId: string): boolean {
  let recent = recentByClient.get(queryClient);
  if (!recent) recentByClient.set(queryClient, (recent = new Set()));
  if (recent.has(messageId)) return false;
  recent.add(messageId);
  if (recent.size > RECENT_LIMIT) recent.delete(recent.values().next().value!);
  return true;
}

// Keys are ['conversation', profileId, conversationId] and ['conversations', profileId].
const profileOf = (key: QueryKey) => String(key[1]);

function details(queryClient: QueryClient, conversationId: string): QueryKey[] {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: ['conversation'] })
    .map((q) => q.queryKey)
    .filter((key) => key[2] === conversationId);
}

function updateParticipants(
  ctx: EventContext,
  conversationId: string,
  change: (people: Participant[]) => Participant[],
): void {
  const { queryClient } = ctx;
  changePages(ctx, conversationId, (p) => ({ ...p, participants: change(p.participants) }));
  queryClient.setQueriesData<ConversationSummary[]>({ queryKey: ['conversations'] }, (list) =>
    list?.map((c) =>
      c.id === conversationId ? { ...c, participants: change(c.participants) } : c,
    ),
  );
}

/** Applies one server event to the query cache, so that every screen shows it without a reload. */
export function applyEvent(event: ServerEvent, ctx: EventContext): void {
  const { queryClient } = ctx;
  switch (event.type) {
    case 'message.created': {
      const { conversation_id: conversationId, message } = event;
      ctx.typing.hide(conversationId, message.profile.id);
      if (!firstSighting(queryClient, message.id)) return;
      announceMessage({ conversationId, message });
      for (const key of details(queryClient, conversationId)) {
        queryClient.setQueryData<ConversationPages>(key, (data) => mergeMessages(data, [message]));
      }
      for (const [key, list] of queryClient.getQueriesData<ConversationSummary[]>({
        queryKey: ['conversations'],
      })) {
        const profileId = profileOf(key);
        const reading = ctx.isReading(profileId, conversationId);
        const next = list && applyMessageToList(list, conversationId, message, profileId, reading);
        if (next) queryClient.setQueryData(key, next);
        // Older than the conversations this list holds: the server now puts it at the top.
        else if (list && listMayGoOn(queryClient, profileId, list.length)) {
          void queryClient.invalidateQueries({ queryKey: key, exact: true });
        }
      }
      return;
    }
    case 'conversation.added':
      void queryClient.invalidateQueries({ queryKey: queryKeys.conversations(event.profile_id) });
      return;
    case 'participant.joined':
      updateParticipants(ctx, event.conversation_id, (people) => [
        ...people.filter((p) => p.id !== event.participant.id),
        event.participant,
      ]);
      return;
    case 'participant.left':
      updateParticipants(ctx, event.conversation_id, (people) =>
        people.filter((p) => p.id !== event.profile_id),
      );
      return;
    case 'conversation.removed':
      // This profile left or was taken out: the list drops it, an open screen of it is stale.
      void queryClient.invalidateQueries({ queryKey: queryKeys.conversations(event.profile_id) });
      queryClient.removeQueries({
        queryKey: queryKeys.conversation(event.profile_id, event.conversation_id),
      });
      return;
    case 'conversation.updated':
      renameConversation(ctx, event.conversation_id, event.title);
      return;
    case 'message.deleted':
      changeMessage(ctx, event.conversation_id, event.message_id, (m) => ({
        ...m,
        content: '',
        deleted: true,
        audio: undefined,
      }));
      return;
    case 'message.edited':
      changeMessage(ctx, event.conversation_id, event.message.id, () => event.message);
      return;
    case 'profile.updated':
      // A new nickname shows in the menu, the lists, headers and past messages: fetch them again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.profiles });
      void queryClient.invalidateQueries({ queryKey: ['conversations'] });
      void queryClient.invalidateQueries({ queryKey: ['conversation'] });
      return;
    case 'profile.settings':
      // The family changed them from another device: this one follows at once (easy mode, the frame).
      queryClient.setQueryData(queryKeys.profileSettings(event.profile_id), event.settings);
      return;
    case 'typing':
      if (event.profile.id === ctx.currentProfileId()) return;
      ctx.typing.show(event.conversation_id, event.profile, event.expires_in_ms);
      return;
    case 'read': {
      // Read on another device of this account: the count follows without asking the server,
      // unless this device does not hold the message that was read.
      const { conversation_id: conversationId, profile_id: profileId, message_id } = event;
      const cached = queryClient.getQueryData<ConversationPages>(
        queryKeys.conversation(profileId, conversationId),
      );
      const count = unreadAfter(cached, message_id, profileId);
      const listKey = queryKeys.conversations(profileId);
      if (count === null) void queryClient.invalidateQueries({ queryKey: listKey });
      else
        queryClient.setQueryData<ConversationSummary[]>(listKey, (list) =>
          setUnread(list, conversationId, count),
        );
      return;
    }
    case 'message.played': {
      // The listener joins the voice message's played_by wherever the message is cached (once
      // per profile of this account that takes part).
      for (const key of details(queryClient, event.conversation_id)) {
        queryClient.setQueryData<ConversationPages>(key, (data) => applyPlayed(data, event));
      }
      return;
    }
    case 'badge.earned':
      void queryClient.invalidateQueries({ queryKey: queryKeys.badges(event.profile_id) });
      celebrateOnce(event.profile_id, event.badge);
      return;
    case 'resync':
      ctx.catchUp();
      // A child's paused conversation may have resumed: what it holds is a placeholder.
      void queryClient.invalidateQueries({
        queryKey: ['conversation'],
        predicate: (query) =>
          (query.state.data as ConversationPages | undefined)?.pages[0]?.paused === true,
      });
      return;
    case 'approval.requested':
    case 'approvals.changed':
      // A parent's dashboard and a child's conversations follow the approvals.
      void queryClient.invalidateQueries({ queryKey: ['approvals'] });
      void queryClient.invalidateQueries({ queryKey: ['conversations'] });
      return;
    case 'message.reported':
      // A parent's dashboard shows what the child told it about.
      void queryClient.invalidateQueries({ queryKey: ['reports', event.child_profile_id] });
      return;
    // The call screen hears the story read together (lib/calls); nothing cached changes.
    case 'call.story':
      return;
    case 'stream.reset':
      // The server no longer holds what this device missed: fetch those screens afresh.
      if (event.stream.startsWith('c:')) {
        const conversationId = event.stream.slice(2);
        for (const key of details(queryClient, conversationId)) {
          void queryClient.invalidateQueries({ queryKey: key, exact: true });
        }
      } else {
        void queryClient.invalidateQueries({ queryKey: ['conversations'] });
        void queryClient.invalidateQueries({ queryKey: queryKeys.profiles });
        void queryClient.invalidateQueries({ queryKey: ['profile-settings'] });
      }
      return;
    // The conversation's call (its active_call) follows its lifecycle; signals go to the call.
    case 'call.started':
    case 'call.joined':
    case 'call.left':
    case 'call.declined':
    case 'call.ended':
      for (const key of details(queryClient, event.conversation_id)) {
        void queryClient.invalidateQueries({ queryKey: key, exact: true });
      }
      return;
    // A reaction changes its message: its conversation is read afresh.
    case 'reaction.added':
    case 'reaction.removed':
      for (const key of details(queryClient, event.conversation_id)) {
        void queryClient.invalidateQueries({ queryKey: key, exact: true });
      }
      return;
    case 'call.signal':
      return;
    // Handled by the connection itself.
    case 'ready':
    case 'pong':
    case 'synced':
    case 'error':
      return;
    default:
      // A new event type must be handled above: this line stops the type-check until it is.
      return assertNever(event);
  }
}

function renameConversation(ctx: EventContext, conversationId: string, title: string): void {
  const { queryClient } = ctx;
  changePages(ctx, conversationId, (p) => ({ ...p, title }));
  queryClient.setQueriesData<ConversationSummary[]>({ queryKey: ['conversations'] }, (list) =>
    list?.map((c) => (c.id === conversationId ? { ...c, title } : c)),
  );
}

/** Replaces one message wherever it is cached; the list's preview is fetched again. */
function changeMessage(
  ctx: EventContext,
  conversationId: string,
  messageId: string,
  change: (message: Message) => Message,
): void {
  changePages(ctx, conversationId, (page) => ({
    ...page,
    messages: page.messages.map((m) => (m.id === messageId ? change(m) : m)),
  }));
  void ctx.queryClient.invalidateQueries({ queryKey: ['conversations'] });
}

/** Rewrites every cached page of the conversation's detail, wherever it is cached. */
function changePages(
  ctx: EventContext,
  conversationId: string,
  change: (page: ConversationPages['pages'][number]) => ConversationPages['pages'][number],
): void {
  for (const key of details(ctx.queryClient, conversationId)) {
    ctx.queryClient.setQueryData<ConversationPages>(key, (data) =>
      data ? { ...data, pages: data.pages.map(change) } : data,
    );
  }
}

function assertNever(event: never): void {
  void event;
}
