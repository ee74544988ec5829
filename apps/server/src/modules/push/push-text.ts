import { APPROVAL_PUSH, type DurableEventBody, type PushPayload } from '@hearth/shared';

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

/** 12_400 ms is "0:12", 75_000 ms is "1:15": how the player shows a length. */
export function clock(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A body short enough for a lock screen; push services refuse payloads over 4 KB. */
const BODY_MAX = 200;

function shorten(text: string): string {
  const chars = [...text];
  return chars.length <= BODY_MAX ? text : `${chars.slice(0, BODY_MAX - 1).join('')}…`;
}

/** The message as one profile's device shows it; without previews only the sender is named. */
export function pushPayload(message: PushedMessage, profileId: string, previews: boolean) {
  const who = message.nickname;
  let body: string;
  if (!previews) body = `New message from ${who}`;
  else if (message.kind === 'voice') {
    body = `${who} sent a voice message (${clock(message.duration_ms ?? 0)})`;
  } else if (message.kind === 'story') {
    body = shorten(`${who} read you ${storyTitle(message.story)}`);
  } else body = shorten(`${who}: ${message.content}`);
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

function storyTitle(story: string | null | undefined): string {
  try {
    const title = (JSON.parse(story ?? 'null') as { title?: unknown } | null)?.title;
    return typeof title === 'string' ? title : 'a story';
  } catch {
    return 'a story';
  }
}

/** A push service keeps one waiting push per topic (at most 32 URL-safe characters). */
export function topicOf(conversationId: string): string {
  return conversationId.replaceAll('-', '').slice(0, 32);
}
