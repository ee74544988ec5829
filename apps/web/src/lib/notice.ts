/**
 * A sentence for the next screen after the session ends (the account was deleted): kept in
 * sessionStorage, so that it survives the redirect to the login page, and shown once.
 */
const KEY = 'hearth_notice';

export const ACCOUNT_DELETED =
  'Your account and all its data were deleted. Thank you for being part of Hearth.';

export function leaveNotice(text: string): void {
  try {
    window.sessionStorage.setItem(KEY, text);
  } catch {
    // Without storage the login page simply says nothing.
  }
}

/** The notice left for this screen, removed as it is read. */
export function takeNotice(): string | null {
  try {
    const text = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return text;
  } catch {
    return null;
  }
}
