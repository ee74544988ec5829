import { renderHook } from '@testing-library/react';
import { useWakeLock } from './use-wake-lock';

/** A wake lock the browser gives, and can take back (as it does when the page is hidden). */
function fakeWakeLock() {
  const locks: { released: boolean; release: () => Promise<void> }[] = [];
  const request = vi.fn(async () => {
    const lock = {
      released: false,
      release: vi.fn(async () => {
        lock.released = true;
      }),
    };
    locks.push(lock);
    return lock;
  });
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, locks };
}

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { value: hidden, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
  Reflect.deleteProperty(document, 'hidden');
});

describe('useWakeLock', () => {
  it('keeps the screen on, and asks again when the page comes back after the browser let go', async () => {
    const { request, locks } = fakeWakeLock();
    const { unmount } = renderHook(() => useWakeLock());
    await vi.waitFor(() => expect(locks).toHaveLength(1));
    expect(request).toHaveBeenCalledWith('screen');

    // Hidden: the browser releases the lock, and nothing is asked while hidden.
    locks[0]!.released = true;
    setHidden(true);
    expect(request).toHaveBeenCalledTimes(1);

    setHidden(false);
    await vi.waitFor(() => expect(locks).toHaveLength(2));

    // Visible again while the lock still holds: no second lock.
    setHidden(false);
    await Promise.resolve();
    expect(request).toHaveBeenCalledTimes(2);

    unmount();
    expect(locks[1]!.release).toHaveBeenCalled();
    setHidden(false);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('does without where the browser has no wake lock, or refuses it', async () => {
    expect(() => renderHook(() => useWakeLock())).not.toThrow();
    const { request } = fakeWakeLock();
    request.mockRejectedValueOnce(new DOMException('Not allowed', 'NotAllowedError'));
    renderHook(() => useWakeLock());
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    setHidden(false);
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(2));
  });
});
