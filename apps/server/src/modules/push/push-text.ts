import { APPROVAL_PUSH, type DurableEventBody, type PushPayload } from '@hearth/shared';
import { kindOf, shorten } from '../messages/messages.service.js';

export interface PushedMessage {
  id: string;
  conversation_id: string;
  kind: string;
  content: string;
  nickname: string;
  title: string;
  duration_ms: number | null;
  /** A read-aloud's copy of its story, as stored with the message (JSON). */
  story?: string | null;
}

/** The message as one profile's device shows it; without previews only the sender is named. */
export function pushPayload(message: PushedMessage, profileId: string, previews: boolean) {
  const who = message.nickname;
  const body = previews ? kindOf(message.kind).pushText(message, who) : `New message from ${who}`;
  const payload: PushPayload = {
    title: previews ? message.title : 'Hearth',
    body,
    conversation_id: message.conversation_id,
    profile_id: profileId,
    message_id: message.id,
    url: `/conversations/${message.conversation_id}`,
  };
  return payload;
}

type ApprovalRequested = Extract<DurableEventBody, { type: 'approval.requested' }>;

/** A parent's device hears that someone new waits for a yes before `child` hears them. */
export function approvalPayload(
  request: ApprovalRequested,
  child: string,
  profileId: string,
): PushPayload {
  return {
    title: shorten(APPROVAL_PUSH.title(request.profile.nickname, child)),
    body: APPROVAL_PUSH.body,
    conversation_id: request.conversation.id,
    profile_id: profileId,
    // Its own notification, not one that a message in that conversation replaces.
    tag: `approval:${request.request_id}`,
    url: APPROVAL_PUSH.url,
  };
}

/** A push service keeps one waiting push per topic (at most 32 URL-safe characters). */
export function topicOf(conversationId: string): string {
  return conversationId.replaceAll('-', '').slice(0, 32);
}
