import { i18n, type MessageDescriptor, type MessageOptions } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import {
  CALL_LIMITS,
  CHILD_LIMITS,
  FAMILY_LIMITS,
  KEEPSAKE_LIMITS,
  LIMITS,
  SEARCH_LIMITS,
  SETTINGS_LIMITS,
  sentenceCode,
  STORY_LIMITS,
  type BadgeDefinition,
  type MessagePrompt,
  type SentenceCode,
  type StoryPrompt,
} from '@hearth/shared';

/*
 * Sentences that come from the shared contract (@hearth/shared) or the server in English, shown in
 * the active language: the API's sentences by their stable code (`<table>.<key>`), badges and
 * story prompts by id. Numbers in them come from the shared limits, so a changed limit changes
 * every language at once.
 */

// The limits the sentences name, under the names the translators see.
const nicknameMax = LIMITS.nicknameMax;
const titleMax = LIMITS.titleMax;
const passwordMin = LIMITS.passwordMin;
const passwordMax = LIMITS.passwordMax;
const messageMax = LIMITS.messageMax;
const profilesMax = LIMITS.profilesPerAccount;
const pageSizeMax = LIMITS.conversationPageMax;
const pinMin = CHILD_LIMITS.pinMin;
const pinMax = CHILD_LIMITS.pinMax;
const codesMax = CHILD_LIMITS.deviceLinksLive;
const editMinutes = FAMILY_LIMITS.editWindowMs / 60_000;
const retentionDaysMax = FAMILY_LIMITS.retentionDaysMax;
const voiceMegabytes = LIMITS.voiceMaxBytes / 1024 / 1024;
const voiceMinutes = LIMITS.voiceMaxDurationMs / 60_000;
const photoMegabytes = LIMITS.photoMaxBytes / 1024 / 1024;
const photoMegapixels = LIMITS.photoMaxPixels / 1_000_000;
const videoMegabytes = LIMITS.videoMaxBytes / 1024 / 1024;
const videoMinutes = LIMITS.videoMaxDurationMs / 60_000;
const photosMax = LIMITS.photosPerMessage;
const searchMax = SEARCH_LIMITS.queryMax;
const searchPageMax = SEARCH_LIMITS.pageMax;
const uploadsMax = LIMITS.voiceUploadsAtOnce;
const barsMax = LIMITS.waveformMaxBars;
const storyTitleMax = STORY_LIMITS.titleMax;
const authorMax = STORY_LIMITS.authorMax;
const coverMax = STORY_LIMITS.coverEmojiMax;
const pagesMin = STORY_LIMITS.pagesMin;
const pagesMax = STORY_LIMITS.pagesMax;
const pageTextMax = STORY_LIMITS.pageTextMax;
const illustrationMax = STORY_LIMITS.illustrationMax;
const storiesMax = STORY_LIMITS.perAccount;
const callMax = CALL_LIMITS.participants;
const autoAnswerMax = CALL_LIMITS.autoAnswerProfiles;
const bookTitleMax = KEEPSAKE_LIMITS.titleMax;
const bookDaysMax = KEEPSAKE_LIMITS.periodDaysMax;
const callButtonsMax = SETTINGS_LIMITS.frameCallButtons;
const shownMax = SETTINGS_LIMITS.shownConversations;

// Said to developers of API clients more than to people: the field names stay as they are.
const FOR_DEVELOPERS = 'An API answer about a request field: keep the field names as they are.';

/** Every sentence of SENTENCE_TABLES (@hearth/shared), by its code. */
export const SHARED_SENTENCES: Record<SentenceCode, MessageDescriptor> = {
  'messages.nicknameRequired': msg`Please enter a nickname`,
  'messages.nicknameTooLong': msg`${plural(nicknameMax, {
    one: 'Nickname must be at most # character',
    other: 'Nickname must be at most # characters',
  })}`,
  'messages.profileKindInvalid': msg`A new profile’s kind can only be assisted (for a grandparent’s tablet)`,
  'messages.languageNotOffered': msg`Please choose one of the languages Hearth offers`,
  'messages.titleRequired': msg`Please enter a conversation title`,
  'messages.titleTooLong': msg`${plural(titleMax, {
    one: 'Conversation title must be at most # character',
    other: 'Conversation title must be at most # characters',
  })}`,
  'messages.passwordsDoNotMatch': msg`Passwords do not match`,
  'messages.passwordTooShort': msg`${plural(passwordMin, {
    one: 'Password must be at least # character',
    other: 'Password must be at least # characters',
  })}`,
  'messages.passwordTooLong': msg`${plural(passwordMax, {
    one: 'Password must be at most # character',
    other: 'Password must be at most # characters',
  })}`,
  'messages.passwordRequired': msg`Please enter a password`,
  'messages.emailInvalid': msg`Please enter a valid email address`,
  'messages.emailTaken': msg`Email address has already been taken`,
  'messages.contentRequired': msg`Please enter a message`,
  'messages.textMalformed': msg`Text must be valid Unicode`,
  'messages.contentTooLong': msg`${plural(messageMax, {
    one: 'Message must be at most # character',
    other: 'Message must be at most # characters',
  })}`,
  'messages.tokenRequired': msg`Invalid invite link - missing token`,
  'messages.profileIdRequired': msg`Please choose a profile`,
  'messages.tooManyProfiles': msg`${plural(profilesMax, {
    one: 'An account can have at most # profile',
    other: 'An account can have at most # profiles',
  })}`,
  'messages.invalidCredentials': msg`Invalid email or password`,
  'messages.unauthorized': msg`Please sign in`,
  'messages.notFound': msg`Not found`,
  'messages.inviteExpired': msg`This invite link has expired`,
  'messages.inviteUsedUp': msg`This invite link has been used up`,
  'messages.inviteInvalid': msg`Invalid invite link`,
  'messages.approvedIdsInvalid': msg({
    message: 'approved_profile_ids must be a list of profile ids',
    comment: FOR_DEVELOPERS,
  }),
  'messages.alreadyParticipant': msg`You are already a participant in this conversation`,
  'messages.profileNotAccessible': msg`Profile not found or not accessible`,
  'messages.notParticipant': msg`Only participants can invite others to this conversation`,
  'messages.invalidJson': msg`The request body is not valid JSON`,
  'messages.bodyTooLarge': msg`The request body is too large`,
  'messages.headersTooLarge': msg`The request headers are too large`,
  'messages.requestTimeout': msg`The request took too long to arrive. Please try again.`,
  'messages.badRequest': msg`The request could not be read`,
  'messages.unsupportedMediaType': msg({
    message: 'Please send JSON (Content-Type: application/json)',
    comment: 'Keep "JSON" and "Content-Type: application/json" as they are.',
  }),
  'messages.tooManyRequests': msg`Too many attempts. Please wait a little and try again.`,
  'messages.internal': msg`Something went wrong on our side. Please try again.`,

  'children.pinInvalid': msg`${plural(pinMax, {
    one: `The PIN must be ${pinMin} to # digit`,
    other: `The PIN must be ${pinMin} to # digits`,
  })}`,
  'children.pinWrong': msg`That PIN is not right`,
  'children.pinNotSet': msg`Set a family PIN first`,
  'children.pinWait': msg`Too many wrong PINs. Please wait a little and try again.`,
  'children.childOnly': msg`That is a grown-up profile`,
  'children.notAllowed': msg`Ask a grown-up to do that`,
  'children.onlyLastMessage': msg`You can change only your last message`,
  'children.accountOnly': msg`Only a grown-up can do that`,
  'children.codeInvalid': msg`That code is not right or has expired`,
  'children.tooManyLinks': msg`${plural(codesMax, {
    one: 'At most # code can wait at once: use one, or let one expire',
    other: 'At most # codes can wait at once: use one, or let one expire',
  })}`,
  'children.deviceNameRequired': msg`Please name this device`,
  'children.quietHoursInvalid': msg`Quiet hours need a start and an end like 20:00 and a time zone`,
  'children.quietHours': msg`It is quiet time now. Messages wait until the morning.`,
  'children.paused': msg`Waiting for a grown-up to say yes`,
  'children.someoneNew': msg({
    message: 'Someone new (waiting for a grown-up)',
    comment: 'How a child sees a person its parent has not said yes to yet.',
  }),
  'children.pausedTitle': msg({
    message: 'Waiting for a grown-up',
    comment: "A paused conversation's title, as a child sees it.",
  }),

  'conversation_list.limit': msg({
    message: `limit must be a whole number from 1 to ${pageSizeMax}`,
    comment: FOR_DEVELOPERS,
  }),
  'conversation_list.beforeActivity': msg({
    message: 'before_activity must be a time in ISO 8601, like 2026-01-31T18:00:00.000Z',
    comment: FOR_DEVELOPERS,
  }),
  'conversation_list.beforeId': msg({
    message: 'before_id must be a conversation id',
    comment: FOR_DEVELOPERS,
  }),
  'conversation_list.beforePair': msg({
    message: 'before_activity and before_id go together',
    comment: FOR_DEVELOPERS,
  }),

  'family.editWindowPassed': msg`${plural(editMinutes, {
    one: 'Messages can only be edited within # minute of sending',
    other: 'Messages can only be edited within # minutes of sending',
  })}`,
  'family.notYourMessage': msg`You can only change your own messages`,
  'family.onlyTextEditable': msg`Only text messages can be edited`,
  'family.messageDeleted': msg`Message deleted`,
  'family.profileDeleted': msg({
    message: 'Deleted profile',
    comment: 'What an erased profile is called wherever it was named.',
  }),
  'family.onlyCreatorRemoves': msg`Only the person who created this conversation can remove members`,
  'family.inviteExpiryChoice': msg({
    message: 'expires_in_hours must be 1, 24 or 168',
    comment: FOR_DEVELOPERS,
  }),
  'family.inviteUsesChoice': msg({
    message: 'max_uses must be 1, 5 or null',
    comment: FOR_DEVELOPERS,
  }),
  'family.retentionDays': msg({
    message: `days must be a whole number from 1 to ${retentionDaysMax}, or null`,
    comment: FOR_DEVELOPERS,
  }),
  'family.wrongPassword': msg`The password is not correct`,
  'family.cannotEraseLastProfile': msg`Delete the account to erase the account's own profile`,

  'media.empty': msg`The recording is empty`,
  'media.tooLarge': msg`A voice message can be at most ${voiceMegabytes} MB`,
  'media.tooLong': msg`${plural(voiceMinutes, {
    one: 'A voice message can be at most # minute long',
    other: 'A voice message can be at most # minutes long',
  })}`,
  'media.notAudio': msg`Please send a recording in MP4, WebM or Ogg audio`,
  'media.unreadable': msg`The recording could not be read`,
  'media.quotaFull': msg`Your family has used all of its storage for voice messages`,
  'media.uploadsBusy': msg`${plural(uploadsMax, {
    one: 'At most # recording can be sent at once; please try again in a moment',
    other: 'At most # recordings can be sent at once; please try again in a moment',
  })}`,
  'media.serverBusy': msg`The server is receiving many recordings just now; please try again in a moment`,
  'media.linkInvalid': msg`This link is not valid or has expired`,
  'media.rangeNotSatisfiable': msg`The requested range is outside the recording`,
  'media.audioNotYours': msg({
    message: 'audio_id must be a recording you uploaded to this conversation',
    comment: FOR_DEVELOPERS,
  }),
  'media.audioUsed': msg`This recording has already been sent`,
  'media.audioExpired': msg`This recording is too old to send; please record it again`,
  'media.waveformInvalid': msg({
    message: plural(barsMax, {
      one: 'waveform must be at most # whole number from 0 to 255',
      other: 'waveform must be at most # whole numbers from 0 to 255',
    }),
    comment: FOR_DEVELOPERS,
  }),
  'media.waveformWithoutAudio': msg({
    message: 'waveform is only for a voice message (audio_id)',
    comment: FOR_DEVELOPERS,
  }),
  'media.notVoice': msg`Only a voice message can be played`,
  'media.notMedia': msg`Please send a photo (JPEG, PNG, WebP, GIF or AVIF), a video (MP4, WebM or QuickTime) or a recording (MP4, WebM or Ogg audio)`,
  'media.photoTooLarge': msg`A photo can be at most ${photoMegabytes} MB`,
  'media.photoTooManyPixels': msg`A photo can be at most ${photoMegapixels} megapixels`,
  'media.photoUnreadable': msg`The photo could not be read`,
  'media.videoTooLarge': msg`A video can be at most ${videoMegabytes} MB`,
  'media.videoTooLong': msg`${plural(videoMinutes, {
    one: 'A video can be at most # minute long',
    other: 'A video can be at most # minutes long',
  })}`,
  'media.videoUnreadable': msg`The video could not be read`,
  'media.photosNotYours': msg({
    message: 'photo_ids must be photos you uploaded to this conversation',
    comment: FOR_DEVELOPERS,
  }),
  'media.photosCount': msg`A message can carry 1 to ${photosMax} photos`,
  'media.photosRepeated': msg({
    message: 'photo_ids must not name the same photo twice',
    comment: FOR_DEVELOPERS,
  }),
  'media.photoUsed': msg`This photo has already been sent`,
  'media.videoNotYours': msg({
    message: 'video_id must be a video you uploaded to this conversation',
    comment: FOR_DEVELOPERS,
  }),
  'media.videoUsed': msg`This video has already been sent`,
  'media.posterNotYours': msg({
    message: 'poster_id must be a photo you uploaded to this conversation',
    comment: FOR_DEVELOPERS,
  }),
  'media.posterWithoutVideo': msg({
    message: 'poster_id is only for a video message (video_id)',
    comment: FOR_DEVELOPERS,
  }),
  'media.mediaMixed': msg`A message carries photos, a video, a recording or a story: only one of them`,
  'media.mediaExpired': msg`This upload is too old to send; please add it again`,
  'media.photosOff': msg`A grown-up has turned off photos and videos for this profile`,

  'push.subscriptionInvalid': msg`Subscription is not a valid push subscription`,
  'push.endpointInsecure': msg`Push endpoint must be an https:// address`,
  'push.profileRequired': msg`Profile is required`,
  'push.previewsRequired': msg`Previews must be true or false`,
  'push.mutedRequired': msg`Muted must be true or false`,
  'push.endpointTaken': msg`This device already gets notifications for another account`,

  'stories.titleRequired': msg`Please enter a story title`,
  'stories.titleTooLong': msg`${plural(storyTitleMax, {
    one: 'Story title must be at most # character',
    other: 'Story title must be at most # characters',
  })}`,
  'stories.authorRequired': msg`Please enter the author`,
  'stories.authorTooLong': msg`${plural(authorMax, {
    one: 'Author must be at most # character',
    other: 'Author must be at most # characters',
  })}`,
  'stories.coverRequired': msg`Please choose a cover emoji`,
  'stories.coverTooLong': msg`${plural(coverMax, {
    one: 'The cover can be at most # emoji',
    other: 'The cover can be at most # emoji',
  })}`,
  'stories.pagesCount': msg`${plural(pagesMax, {
    one: `A story has from ${pagesMin} to # page`,
    other: `A story has from ${pagesMin} to # pages`,
  })}`,
  'stories.pageTextRequired': msg`Please write the text of every page`,
  'stories.pageTextTooLong': msg`${plural(pageTextMax, {
    one: 'A page can be at most # character',
    other: 'A page can be at most # characters',
  })}`,
  'stories.illustrationRequired': msg`Please choose an illustration for every page`,
  'stories.illustrationTooLong': msg`${plural(illustrationMax, {
    one: 'An illustration can be at most # emoji',
    other: 'An illustration can be at most # emoji',
  })}`,
  'stories.tooManyStories': msg`${plural(storiesMax, {
    one: 'A family can keep at most # story',
    other: 'A family can keep at most # stories',
  })}`,
  'stories.builtIn': msg`Built-in stories cannot be changed`,
  'stories.storyRequired': msg({
    message: 'story must name a story and its recorded pages',
    comment: FOR_DEVELOPERS,
  }),
  'stories.storyUnknown': msg({
    message: 'story_id must be a story in your library',
    comment: FOR_DEVELOPERS,
  }),
  'stories.pageUnknown': msg({
    message: 'page_number must be a page of the story, each at most once',
    comment: FOR_DEVELOPERS,
  }),
  'stories.storyWithAudio': msg({
    message: 'A story message carries its recordings per page, not audio_id',
    comment: FOR_DEVELOPERS,
  }),
  'stories.promptUnknown': msg({
    message: 'prompt_id must be one of the story prompts',
    comment: FOR_DEVELOPERS,
  }),
  'stories.notStory': msg`Only a read-aloud can be saved as a book`,

  'calls.videoRequired': msg({
    message: 'Please say whether the call is a video call (video: true or false)',
    comment: FOR_DEVELOPERS,
  }),
  'calls.alreadyLive': msg`A call is already going on in this conversation; join it instead`,
  'calls.full': msg`${plural(callMax, {
    one: 'This call already has # person, as many as a call can hold',
    other: 'This call already has # people, as many as a call can hold',
  })}`,
  'calls.ended': msg`This call has ended`,
  'calls.childPaused': msg`This conversation is waiting for a grown-up, so calls are off for now`,
  'calls.childQuietHours': msg`It is quiet time now: calls can wait until the morning`,
  'calls.notApproved': msg`Someone in this call has not been approved by a grown-up yet`,
  'calls.autoAnswerInvalid': msg({
    message: 'auto_answer.profile_ids must be a list of profile ids',
    comment: FOR_DEVELOPERS,
  }),
  'calls.autoAnswerTooMany': msg`${plural(autoAnswerMax, {
    one: 'Calls can be answered automatically from at most # person',
    other: 'Calls can be answered automatically from at most # people',
  })}`,
  'calls.autoAnswerStranger': msg`Calls can be answered automatically only from people this profile shares a conversation with`,
  'calls.autoAnswerChild': msg`A child’s profile never answers calls by itself`,

  'settings.invalid': msg({
    message:
      'Please send the settings to change (settings: easy_mode, frame or shown_conversation_ids)',
    comment: FOR_DEVELOPERS,
  }),
  'settings.easyModeInvalid': msg({
    message: 'easy_mode must be true or false',
    comment: FOR_DEVELOPERS,
  }),
  'settings.nightInvalid': msg`The frame’s night must be a start and an end time like 21:00 and 07:00, or null`,
  'settings.callButtonsInvalid': msg({
    message: 'frame.call_profile_ids must be a list of profile ids',
    comment: FOR_DEVELOPERS,
  }),
  'settings.callButtonsTooMany': msg`${plural(callButtonsMax, {
    one: 'The frame shows at most # call button',
    other: 'The frame shows at most # call buttons',
  })}`,
  'settings.callButtonStranger': msg`A call button can only be for someone this profile shares a conversation with`,
  'settings.shownInvalid': msg({
    message: 'shown_conversation_ids must be a list of this profile’s conversations, or null',
    comment: FOR_DEVELOPERS,
  }),
  'settings.shownTooMany': msg`${plural(shownMax, {
    one: 'At most # conversation can be chosen',
    other: 'At most # conversations can be chosen',
  })}`,
  'settings.familyOnly': msg`These settings are changed by the family, from their own device`,

  'search.reactionNotOffered': msg`Please choose one of the reactions Hearth offers`,
  'search.replyNotFound': msg({
    message: 'reply_to_id must be a message of this conversation that you can see',
    comment: FOR_DEVELOPERS,
  }),
  'search.queryRequired': msg`Please enter something to search for`,
  'search.queryTooLong': msg`${plural(searchMax, {
    one: 'A search can be at most # character',
    other: 'A search can be at most # characters',
  })}`,
  'search.limitInvalid': msg({
    message: plural(searchPageMax, {
      one: 'limit must be a whole number from 1 to #',
      other: 'limit must be a whole number from 1 to #',
    }),
    comment: FOR_DEVELOPERS,
  }),
  'search.cursorInvalid': msg({
    message: 'before must be a cursor from next_cursor',
    comment: FOR_DEVELOPERS,
  }),

  'keepsakes.titleRequired': msg`Please enter a title for the book`,
  'keepsakes.titleTooLong': msg`${plural(bookTitleMax, {
    one: "A book's title can be at most # character",
    other: "A book's title can be at most # characters",
  })}`,
  'keepsakes.dateInvalid': msg`Please enter the dates as year-month-day, for example 2026-01-31`,
  'keepsakes.periodReversed': msg`The first day must come before the last day`,
  'keepsakes.periodTooLong': msg`${plural(bookDaysMax, {
    one: 'A book can cover at most # day',
    other: 'A book can cover at most # days',
  })}`,
  'keepsakes.pageSizeInvalid': msg`Please choose A5 or letter as the page size`,
  'keepsakes.conversationUnknown': msg({
    message: 'conversation_id must be a conversation this profile takes part in',
    comment: FOR_DEVELOPERS,
  }),
  'keepsakes.adultsOnly': msg`Only a grown-up can make a printed book`,
  'keepsakes.oneAtATime': msg`A book is being made already: please wait until it is ready`,
  'keepsakes.notReady': msg`This book is not ready yet`,
  'keepsakes.linksOff': msg`The family has turned off the codes of this book`,

  'album.cursorInvalid': msg({
    message: 'before must be a cursor from the album’s next_cursor',
    comment: FOR_DEVELOPERS,
  }),
};

// The numbers a plural counts (#) are written without grouping, as the English sentences are
// ("4000 characters"), in the active language's digits.
const PLAIN_NUMBERS: MessageOptions['formats'] = { number: { useGrouping: false } };

function plainNumbers(descriptor: MessageDescriptor): string {
  return i18n._(descriptor.id, descriptor.values, {
    message: descriptor.message,
    formats: PLAIN_NUMBERS,
  });
}

function known(code: string | null | undefined): code is SentenceCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(SHARED_SENTENCES, code);
}

/**
 * The code of an English sentence of the API: the one the server gave when Hearth knows it,
 * else the one the sentence itself has in the contract, else undefined (a sentence made on the
 * fly, or from another server).
 */
export function sharedSentenceCode(
  english: string,
  code?: string | null,
): SentenceCode | undefined {
  if (known(code)) return code;
  return sentenceCode(english);
}

/**
 * One of the contract's or the server's English sentences (an API error, a validation message)
 * in the active language: by its code first, else by its English words, else as it came.
 */
export function sharedSentence(english: string, code?: string | null): string {
  const found = sharedSentenceCode(english, code);
  return found ? plainNumbers(SHARED_SENTENCES[found]) : english;
}

interface BadgeTexts {
  title: MessageDescriptor;
  description: MessageDescriptor;
}

/** The badges of BADGES (@hearth/shared), by id. */
export const BADGE_TEXTS: Record<string, BadgeTexts> = {
  'first-voice-message': {
    title: msg({ message: 'First Voice Message', comment: 'A badge' }),
    description: msg`Send your first voice message.`,
  },
  'chatty-grandparent': {
    title: msg({ message: 'Chatty Grandparent', comment: 'A badge' }),
    description: msg`Send 5 voice messages.`,
  },
  'story-teller': {
    title: msg({ message: 'Story Teller', comment: 'A badge' }),
    description: msg`Record a story page and send it.`,
  },
  'book-master': {
    title: msg({ message: 'Book Master', comment: 'A badge' }),
    description: msg`Record every page of a story and send it.`,
  },
  'bedtime-regular': {
    title: msg({ message: 'Bedtime Regular', comment: 'A badge' }),
    description: msg`Send bedtime stories on 3 different days.`,
  },
  'heart-to-heart': {
    title: msg({ message: 'Heart to Heart', comment: 'A badge' }),
    description: msg`Answer a story prompt.`,
  },
};

function own<T>(table: Record<string, T>, id: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(table, id) ? table[id] : undefined;
}

/** A badge's title and description, by its id; a badge this client does not know, as it came. */
export function badgeText(badge: Pick<BadgeDefinition, 'id' | 'title' | 'description'>): {
  title: string;
  description: string;
} {
  const texts = own(BADGE_TEXTS, badge.id);
  if (!texts) return { title: badge.title, description: badge.description };
  return { title: i18n._(texts.title), description: i18n._(texts.description) };
}

interface PromptTexts {
  title: MessageDescriptor;
  description: MessageDescriptor;
}

/** The story prompts of STORY_PROMPTS (@hearth/shared), by id. */
export const PROMPT_TEXTS: Record<string, PromptTexts> = {
  'favourite-toy': {
    title: msg({ message: 'My favourite toy', comment: 'A story prompt for a grandparent' }),
    description: msg`Tell about a toy you loved when you were little.`,
  },
  'house-grew-up-in': {
    title: msg({ message: 'The house I grew up in', comment: 'A story prompt for a grandparent' }),
    description: msg`Describe the rooms, the garden and the smells of home.`,
  },
  'first-day-at-school': {
    title: msg({ message: 'My first day at school', comment: 'A story prompt for a grandparent' }),
    description: msg`Share what school was like and who sat next to you.`,
  },
  'pet-i-remember': {
    title: msg({ message: 'A pet I remember', comment: 'A story prompt for a grandparent' }),
    description: msg`Tell about an animal that was part of your family.`,
  },
  'holiday-to-remember': {
    title: msg({ message: 'A holiday to remember', comment: 'A story prompt for a grandparent' }),
    description: msg`Describe a celebration and the food everyone shared.`,
  },
  'big-adventure': {
    title: msg({ message: 'A big adventure', comment: 'A story prompt for a grandparent' }),
    description: msg`Tell about a trip or a day when something surprising happened.`,
  },
  'family-recipe': {
    title: msg({ message: 'A family recipe', comment: 'A story prompt for a grandparent' }),
    description: msg`Explain how to make a dish your family loves.`,
  },
  'when-parent-was-small': {
    title: msg({
      message: 'When your parent was small',
      comment: 'A story prompt; "your" speaks to the grandchild, the parent is their mum or dad',
    }),
    description: msg`Share a funny story about their mum or dad as a child.`,
  },
};

/**
 * A story prompt's title and description, by its id (also a message's prompt, which carries
 * only its id and title: its description stays ''). A prompt this client does not know, as it came.
 */
export function promptText(prompt: Pick<StoryPrompt, 'id' | 'title'> & { description?: string }): {
  title: string;
  description: string;
} {
  const texts = own(PROMPT_TEXTS, prompt.id);
  if (!texts) return { title: prompt.title, description: prompt.description ?? '' };
  return {
    title: i18n._(texts.title),
    description: prompt.description === undefined ? '' : i18n._(texts.description),
  };
}

export type { MessagePrompt };
