import { i18n } from '@lingui/core';
import {
  BADGES,
  CHILD_MESSAGES,
  LIMITS,
  MEDIA_MESSAGES,
  MESSAGES,
  SENTENCE_TABLES,
  STORY_MESSAGES,
  STORY_PROMPTS,
} from '@hearth/shared';
import {
  BADGE_TEXTS,
  badgeText,
  PROMPT_TEXTS,
  promptText,
  SHARED_SENTENCES,
  sharedSentence,
  sharedSentenceCode,
} from './shared-texts';

const everySentence = Object.entries(SENTENCE_TABLES).flatMap(([table, sentences]) =>
  Object.entries(sentences).map(([key, english]) => ({ code: `${table}.${key}`, english })),
);

afterEach(() => i18n.activate('en'));

describe('the contract sentences', () => {
  it('has a message for every sentence of every table, and no other', () => {
    expect(Object.keys(SHARED_SENTENCES).sort()).toEqual(everySentence.map((s) => s.code).sort());
  });

  it('says every sentence in English word for word, by its code or by its words', () => {
    for (const { code, english } of everySentence) {
      expect(sharedSentence('something else', code)).toBe(english);
      expect(sharedSentence(english)).toBe(english);
    }
    // The limits' numbers as the contract writes them: no grouping.
    expect(sharedSentence(MESSAGES.contentTooLong)).toBe(
      `Message must be at most ${LIMITS.messageMax} characters`,
    );
  });

  it('leaves a sentence it does not know as it came, and ignores a code it does not know', () => {
    expect(sharedSentence('Some new sentence')).toBe('Some new sentence');
    expect(sharedSentence('Some new sentence', 'messages.nothingLikeThis')).toBe(
      'Some new sentence',
    );
    expect(sharedSentence(MESSAGES.notFound, 'constructor')).toBe('Not found');
    expect(sharedSentenceCode(CHILD_MESSAGES.pinWrong)).toBe('children.pinWrong');
    expect(sharedSentenceCode('whatever', 'media.empty')).toBe('media.empty');
  });

  it('shows the active language, the code winning over the words', () => {
    i18n.load('es', {
      [SHARED_SENTENCES['children.pinWrong'].id]: 'Ese PIN no es correcto',
      [SHARED_SENTENCES['messages.nicknameTooLong'].id]:
        '{nicknameMax, plural, one {El apodo puede tener como máximo # carácter} other {El apodo puede tener como máximo # caracteres}}',
      [SHARED_SENTENCES['stories.pageTextTooLong'].id]:
        '{pageTextMax, plural, one {Una página puede tener como máximo # carácter} other {Una página puede tener como máximo # caracteres}}',
    });
    i18n.activate('es');
    expect(sharedSentence(CHILD_MESSAGES.pinWrong)).toBe('Ese PIN no es correcto');
    expect(sharedSentence('That PIN is not right (old words)', 'children.pinWrong')).toBe(
      'Ese PIN no es correcto',
    );
    expect(sharedSentence(MESSAGES.nicknameTooLong)).toBe(
      `El apodo puede tener como máximo ${LIMITS.nicknameMax} caracteres`,
    );
    expect(sharedSentence(STORY_MESSAGES.pageTextTooLong)).toBe(
      'Una página puede tener como máximo 1000 caracteres',
    );
    // Not in the catalog: the English sentence rather than nothing.
    expect(sharedSentence(MEDIA_MESSAGES.empty)).toBe(MEDIA_MESSAGES.empty);
  });

  it('chooses the Arabic plural form for the limit', () => {
    i18n.load('ar', {
      [SHARED_SENTENCES['media.tooLong'].id]:
        '{voiceMinutes, plural, zero {صفر} one {دقيقة} two {دقيقتان} few {# دقائق} many {# دقيقة} other {# دقيقة}}',
    });
    i18n.activate('ar');
    expect(sharedSentence(MEDIA_MESSAGES.tooLong)).toBe(
      `${new Intl.NumberFormat('ar', { useGrouping: false }).format(10)} دقائق`,
    );
  });
});

describe('badges and story prompts', () => {
  it('has the words of every badge and prompt, the same in English', () => {
    expect(Object.keys(BADGE_TEXTS).sort()).toEqual(BADGES.map((b) => b.id).sort());
    for (const badge of BADGES) {
      expect(badgeText(badge)).toEqual({ title: badge.title, description: badge.description });
    }
    expect(Object.keys(PROMPT_TEXTS).sort()).toEqual(STORY_PROMPTS.map((p) => p.id).sort());
    for (const prompt of STORY_PROMPTS) {
      expect(promptText(prompt)).toEqual({ title: prompt.title, description: prompt.description });
      // A message's prompt: its id and title only.
      expect(promptText({ id: prompt.id, title: prompt.title })).toEqual({
        title: prompt.title,
        description: '',
      });
    }
  });

  it('translates by id, and leaves one it does not know as it came', () => {
    const badge = BADGES.find((b) => b.id === 'story-teller')!;
    const prompt = STORY_PROMPTS.find((p) => p.id === 'family-recipe')!;
    i18n.load('de', {
      [BADGE_TEXTS['story-teller']!.title.id]: 'Geschichtenerzähler',
      [PROMPT_TEXTS['family-recipe']!.title.id]: 'Ein Familienrezept',
    });
    i18n.activate('de');
    expect(badgeText(badge).title).toBe('Geschichtenerzähler');
    expect(promptText({ id: prompt.id, title: prompt.title }).title).toBe('Ein Familienrezept');
    expect(badgeText({ id: 'new-badge', title: 'New', description: 'Soon.' })).toEqual({
      title: 'New',
      description: 'Soon.',
    });
    expect(promptText({ id: 'new-prompt', title: 'Hello' })).toEqual({
      title: 'Hello',
      description: '',
    });
  });
});
