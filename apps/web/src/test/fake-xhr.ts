import { vi } from 'vitest';

export interface XhrCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

type XhrReply = { status: number; body?: unknown } | 'hang';

/**
 * Just enough of XMLHttpRequest for uploads in jsdom: each send takes the next reply (the last
 * one repeats), reports its progress half-way and whole, then answers. 'hang' never answers
 * (until aborted). Records every call.
 */
export function fakeXhr(...replies: XhrReply[]) {
  const calls: XhrCall[] = [];
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private call: XhrCall = { method: '', url: '', headers: {}, body: undefined };
    open(method: string, url: string) {
      this.call = { method, url, headers: {}, body: undefined };
    }
    setRequestHeader(name: string, value: string) {
      this.call.headers[name] = value;
    }
    abort() {
      queueMicrotask(() => this.onabort?.());
    }
    send(body: unknown) {
      this.call.body = body;
      calls.push(this.call);
      const reply = replies.length > 1 ? replies.shift() : replies[0];
      if (reply === 'hang') return;
      setTimeout(() => {
        if (!reply) return this.onerror?.();
        const progress = (loaded: number) =>
          this.upload.onprogress?.({ lengthComputable: true, loaded, total: 2 } as ProgressEvent);
        progress(1);
        progress(2);
        this.status = reply.status;
        this.statusText = reply.status >= 400 ? 'Bad Thing' : 'OK';
        this.responseText = reply.body === undefined ? '' : JSON.stringify(reply.body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return calls;
}
