/**
 * A grandparent's tablet, linked with a device code to an assisted profile. Remembered apart
 * from the session, so that a session ended from afar (or expired) leads back to the code entry
 * ("Ask your family to link this tablet again"), never to a sign-in page with a password.
 */
const KEY = 'linked_tablet';

export function rememberLinkedTablet(linked: boolean): void {
  try {
    if (linked) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Without storage the tablet forgets when the page does.
  }
}

export function isLinkedTablet(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}
