import { describe, expect, it } from 'vitest';
import { loginRequestSchema, registerRequestSchema } from './auth.js';
import {
  contentField,
  characterCount,
  emailField,
  isBlankText,
  nicknameField,
  titleField,
} from './fields.js';

describe('text fields', () => {
  it('count characters as people do', () => {
    expect(characterCount('Nana')).toBe(4);
    expect(characterCount('👵🏽')).toBe(2); // a person and a skin tone: two code points
    expect(characterCount('🎉')).toBe(1);
  });

  it('accept 40 emoji as a nickname and refuse 41', () => {
    expect(nicknameField.safeParse('🎉'.repeat(40)).success).toBe(true);
    const tooLong = nicknameField.safeParse('🎉'.repeat(41));
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe('Nickname must be at most 40 characters');
  });

  it('trim, and refuse what is blank', () => {
    expect(nicknameField.parse('  Gran  ')).toBe('Gran');
    expect(nicknameField.safeParse('   ').error?.issues[0]?.message).toBe(
      'Please enter a nickname',
    );
  });

  it.each([
    ['a lone high surrogate', 'Gran\uD800'],
    ['a lone low surrogate', '\uDC00Gran'],
    ['reversed halves', '\uDE00\uD83D'],
  ])('refuse %s in every text field', (_name, text) => {
    for (const field of [nicknameField, titleField, contentField]) {
      expect(field.safeParse(text).error?.issues.map((i) => i.message)).toEqual([
        'Text must be valid Unicode',
      ]);
    }
    expect(emailField.safeParse(`a${text}@example.org`).success).toBe(false);
    expect(loginRequestSchema.safeParse({ email_address: 'a@b.co', password: text }).success).toBe(
      false,
    );
    const user = { email_address: 'a@b.co', password: text, password_confirmation: text };
    expect(registerRequestSchema.safeParse({ user }).success).toBe(false);
  });

  it('take emoji, whose surrogates come in pairs', () => {
    expect(contentField.parse('\uD83D\uDE00 hi')).toBe('😀 hi');
  });

  it.each([
    ['zero-width spaces', '\u200B\u200B\u200B'],
    ['a zero-width joiner and a BOM', '\u200D\uFEFF'],
    ['direction marks', '\u200E\u200F'],
    ['a word joiner between spaces', ' \u2060 '],
    ['a Hangul filler', '\u3164'],
    ['a blank Braille pattern', '\u2800\u2800'],
    ['a variation selector', '\uFE0F'],
  ])('count text of only %s as blank', (_name, text) => {
    expect(isBlankText(text)).toBe(true);
    expect(contentField.safeParse(text).error?.issues[0]?.message).toBe('Please enter a message');
    expect(nicknameField.safeParse(text).error?.issues[0]?.message).toBe('Please enter a nickname');
  });

  it('keep invisible characters inside visible text', () => {
    expect(isBlankText('a\u200Bb')).toBe(false);
    expect(contentField.parse('👩\u200D👧')).toBe('👩\u200D👧');
  });
});
