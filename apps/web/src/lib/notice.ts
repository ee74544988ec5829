import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * A sentence for the next screen after the session ends (the account was deleted): kept in
 * sessionStorage, so that it survives the redirect to the login page, and shown once, in the
 * language active when it is shown.
 */
const KEY = 'hearth_notice';

export const ACCOUNT_DELETED: MessageDescriptor = msg`Your account and all its data were deleted. Thank you for being part of Hearth.`;

/** What is kept: a message to translate when shown, or a sentence as it is. */
type Stored = { id: string; message?: string } | { text: string };

export function leaveNotice(notice: string | MessageDescriptor): void {
  const stored: Stored =
    typeof notice === 'string' ? { text: notice } : { id: notice.id, message: notice.message };
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(stored));
  } catch {
    // Without storage the login page simply says nothing.
  }
}

function shown(raw: string): string {
  try {
    const stored = JSON.parse(raw) as Partial<{ id: string; message: string; text: string }>;
    if (typeof stored.text === 'string') return stored.text;
    if (typeof stored.id === 'string') return i18n._({ id: stored.id, message: stored.message });
  } catch {
    // Left by an older version: the sentence itself.
  }
  return raw;
}

/** The notice left for this screen, in the active language, removed as it is read. */
export function takeNotice(): string | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return raw === null ? null : shown(raw);
  } catch {
    return null;
  }
}
