import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useSyncExternalStore } from 'react';
import { peekNotice, subscribeNotice, writeNotice } from './notice-store';

export { clearNotice } from './notice-store';

/**
 * A sentence for the screen after the session ends (the account was deleted): kept in
 * sessionStorage, so that it survives the redirect to the login page and a reload, and shown
 * until someone signs in, in the language active when it is shown.
 */
export const ACCOUNT_DELETED: MessageDescriptor = msg`Your account and all its data were deleted. Thank you for being part of Hearth.`;

/** What is kept: a message to translate when shown, or a sentence as it is. */
type Stored = { id: string; message?: string } | { text: string };

export function leaveNotice(notice: string | MessageDescriptor): void {
  const stored: Stored =
    typeof notice === 'string' ? { text: notice } : { id: notice.id, message: notice.message };
  writeNotice(JSON.stringify(stored));
}

function shown(raw: string): string {
  try {
    const stored = JSON.parse(raw) as Partial<{ id: string; message: string; text: string }>;
    if (typeof stored.text === 'string') return stored.text;
    if (typeof stored.id === 'string') {
      // An id known at run time, its message extracted where it was written (a `msg` descriptor):
      // lingui-extract-ignore
      return i18n._({ id: stored.id, message: stored.message });
    }
  } catch {
    // Left by an older version: the sentence itself.
  }
  return raw;
}

/** The notice left for this tab, in the active language, or null. */
export function readNotice(): string | null {
  const raw = peekNotice();
  return raw === null ? null : shown(raw);
}

/**
 * The notice as it changes: the session may end (the server closes the socket of a deleted
 * account) before the deletion's own answer leaves the notice, with the login page already shown.
 */
export function useNotice(): string | null {
  const raw = useSyncExternalStore(subscribeNotice, peekNotice, () => null);
  return raw === null ? null : shown(raw);
}
