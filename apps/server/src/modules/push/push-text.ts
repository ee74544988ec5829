import {
  APPROVAL_PUSH,
  DEFAULT_LANGUAGE,
  type DurableEventBody,
  type Language,
  type PushPayload,
} from '@hearth/shared';
import { textsFor } from '../../lib/texts/index.js';
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
  /** How many photos a photo message carries. */
  media_count?: number | string | null;
}

/** The device a push is for: the profile used there, and what that profile chose. */
export interface PushRecipient {
  profileId: string;
  /** The profile's language (null: not chosen, English). */
  language: Language | null;
  /** False: the push names the sender only. */
  previews: boolean;
}

/**
 * The message as one profile's device shows it, in that profile's language; without previews
 * only the sender is named.
 */
export function pushPayload(message: PushedMessage, recipient: PushRecipient) {
  const { profileId, previews } = recipient;
  const texts = textsFor(recipient.language).push;
  const who = message.nickname;
  const body = previews
    ? kindOf(message.kind).pushText(message, who, texts)
    : texts.newMessageFrom(who);
  const payload: PushPayload = {
    title: previews ? message.title : 'Hearth',
    body,
    conversation_id: message.conversation_id,
    profile_id: profileId,
    message_id: message.id,
    url: `/conversations/${message.conversation_id}`,
    lang: recipient.language ?? DEFAULT_LANGUAGE,
  };
  return payload;
}

type ApprovalRequested = Extract<DurableEventBody, { type: 'approval.requested' }>;

/**
 * A parent's device hears, in the language of the profile used there, that someone new waits
 * for a yes before `child` hears them.
 */
export function approvalPayload(
  request: ApprovalRequested,
  child: string,
  recipient: Omit<PushRecipient, 'previews'>,
): PushPayload {
  const texts = textsFor(recipient.language).push;
  return {
    title: shorten(texts.approvalTitle(request.profile.nickname, child)),
    body: texts.approvalBody,
    conversation_id: request.conversation.id,
    profile_id: recipient.profileId,
    // Its own notification, not one that a message in that conversation replaces.
    tag: `approval:${request.request_id}`,
    url: APPROVAL_PUSH.url,
    lang: recipient.language ?? DEFAULT_LANGUAGE,
  };
}

/** The call that rings, as a push reads it. */
export interface PushedCall {
  id: string;
  conversation_id: string;
  video: number | boolean;
  nickname: string;
  title: string;
}

/** "Nana is video calling you", in the recipient's language; a click opens the call. */
export function callPayload(call: PushedCall, recipient: PushRecipient): PushPayload {
  const texts = textsFor(recipient.language).push;
  return {
    title: recipient.previews ? call.title : 'Hearth',
    body: texts.incomingCall(call.nickname, Number(call.video) === 1),
    conversation_id: call.conversation_id,
    profile_id: recipient.profileId,
    // Its own notification: a message in the conversation does not replace the ring.
    tag: `call:${call.id}`,
    url: `/conversations/${call.conversation_id}?call=${call.id}`,
    lang: recipient.language ?? DEFAULT_LANGUAGE,
  };
}

/** A push service keeps one waiting push per topic (at most 32 URL-safe characters). */
export function topicOf(conversationId: string): string {
  return conversationId.replaceAll('-', '').slice(0, 32);
}
