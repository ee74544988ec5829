import { useState, type ChangeEvent } from 'react';
import { MESSAGES, nicknameField } from '@hearth/shared';
import { sharedSentence } from '@/lib/i18n/shared-texts';

/**
 * The trimmed nickname, or the sentence of section 5 explaining why it cannot be used (the
 * contract's English: the field shows it in the reader's language).
 */
export function checkNickname(raw: string): { nickname: string } | { error: string } {
  const result = nicknameField.safeParse(raw);
  if (result.success) return { nickname: result.data };
  return { error: result.error.issues[0]?.message ?? MESSAGES.nicknameRequired };
}

/**
 * The state every nickname form shares: what is typed, the message shown when it cannot be used,
 * and `check()`, which gives the trimmed nickname or null after showing why not.
 */
export function useNicknameField(initial = '') {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  function check(): string | null {
    const checked = checkNickname(value);
    setError('error' in checked ? checked.error : null);
    return 'error' in checked ? null : checked.nickname;
  }

  const inputProps = {
    name: 'nickname',
    autoComplete: 'off',
    value,
    error: error === null ? null : sharedSentence(error),
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value),
  };
  return { inputProps, check, clear: () => setValue('') };
}
