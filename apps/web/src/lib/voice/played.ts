import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Message, MessageStory, Participant, ServerEvent } from '@hearth/shared';
import { formatList } from '../format';
import type { ConversationPages } from '../realtime/cache-updates';

/** The realtime event `message.played`, and what this device records itself. */
export type PlayedMarker = Pick<
  Extract<ServerEvent, { type: 'message.played' }>,
  'conversation_id' | 'message_id' | 'profile_id'
>;

/**
 * Who has listened to a voice message: `audio.played_by`, the profile ids of the listeners, as
 * the server sends it with each voice message; the client adds what it learns meanwhile (its
 * own plays and `message.played` events) to the cached message.
 */
export function playedBy(message: Message): readonly string[] {
  // A message cached from before the server sent played_by counts as heard by nobody; a
  // read-aloud is listened to as a whole, so any recorded page names its listeners.
  return (
    message.audio?.played_by ??
    message.story?.pages.find((page) => page.audio)?.audio?.played_by ??
    []
  );
}

export function hasPlayed(message: Message, profileId: string): boolean {
  return playedBy(message).includes(profileId);
}

/** A voice message of someone else that this profile has not listened to yet. */
export function isUnplayedVoice(message: Message, profileId: string): boolean {
  return (
    message.kind === 'voice' && message.profile.id !== profileId && !hasPlayed(message, profileId)
  );
}

/**
 * Adds a listener to the cached message, for this device's own plays and the realtime event
 * `message.played` alike; the same data back when nothing changes.
 */
export function applyPlayed(
  data: ConversationPages | undefined,
  marker: Pick<PlayedMarker, 'message_id' | 'profile_id'>,
): ConversationPages | undefined {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    const at = page.messages.findIndex((m) => m.id === marker.message_id);
    const message = page.messages[at];
    if (!message || !(message.audio || message.story) || hasPlayed(message, marker.profile_id)) {
      return page;
    }
    changed = true;
    const messages = [...page.messages];
    const listener = marker.profile_id;
    const { audio, story } = message;
    messages[at] = audio
      ? { ...message, audio: { ...audio, played_by: [...playedBy(message), listener] } }
      : { ...message, ...(story ? { story: storyPlayed(story, listener) } : {}) };
    return { ...page, messages };
  });
  return changed ? { ...data, pages } : data;
}

function storyPlayed(story: MessageStory, listener: string): MessageStory {
  const pages = story.pages.map((page) =>
    page.audio && !page.audio.played_by.includes(listener)
      ? { ...page, audio: { ...page.audio, played_by: [...page.audio.played_by, listener] } }
      : page,
  );
  return { ...story, pages };
}

/**
 * "Grandma listened", "Grandma and Sam listened", "Grandma, Sam and Ben listened", in the active
 * language.
 */
export function listenedText(
  message: Message,
  participants: readonly Participant[],
  selfId: string,
): string | null {
  const names = playedBy(message)
    .filter((id) => id !== selfId)
    .map((id) => participants.find((p) => p.id === id)?.nickname)
    .filter((name): name is string => Boolean(name));
  const count = names.length;
  if (count === 0) return null;
  const list = formatList(names);
  return i18n._(
    msg({
      message: plural(count, { one: `${list} listened`, other: `${list} listened` }),
      comment: 'Under a voice message: who has heard it; list is "Grandma" or "Grandma and Sam"',
    }),
  );
}
