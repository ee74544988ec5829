import { describe, expect, it } from 'vitest';

// setup.ts: Request and fetch (Node's) take the signals of this environment's AbortController
// (jsdom's), as a browser's do, which React Router's navigations rely on.
describe('the test environment', () => {
  it('keeps jsdom’s AbortController, whose signals addEventListener accepts', () => {
    const controller = new AbortController();
    const seen: string[] = [];
    document.addEventListener('hearth-test', () => seen.push('heard'), {
      signal: controller.signal,
    });
    document.dispatchEvent(new Event('hearth-test'));
    controller.abort();
    document.dispatchEvent(new Event('hearth-test'));
    expect(seen).toEqual(['heard']);
  });

  it('lets a Request follow such a signal, aborted when it is and with its reason', () => {
    const controller = new AbortController();
    const request = new Request('http://localhost/api/v1/health', { signal: controller.signal });
    expect(request).toBeInstanceOf(Request);
    expect(request.signal.aborted).toBe(false);
    const reason = new DOMException('navigated elsewhere', 'AbortError');
    controller.abort(reason);
    expect(request.signal.aborted).toBe(true);
    expect(request.signal.reason).toBe(reason);
  });

  it('makes a Request from a signal that was aborted already, aborted', () => {
    const request = new Request('http://localhost/', { signal: AbortSignal.abort('gone') });
    expect(request.signal.aborted).toBe(true);
    expect(request.signal.reason).toBe('gone');
  });

  it('lets fetch take such a signal: an aborted one rejects with its reason, before any network', async () => {
    const controller = new AbortController();
    controller.abort('stopped');
    await expect(fetch('http://127.0.0.1:9/', { signal: controller.signal })).rejects.toBe(
      'stopped',
    );
  });
});
