import { describe, expect, it } from 'vitest';
import { characterCount, nicknameField } from './fields.js';

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
});
