import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerEvent } from '@hearth/shared';
import { RealtimeClient, type ConnectionState } from './realtime-client';

class FakeSocket {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: ((c: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  emit(event: ServerEvent) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

describe('RealtimeClient', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', { OPEN: 1 });
    FakeSocket.instances = [];
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function client(overrides: Partial<ConstructorParameters<typeof RealtimeClient>[0]> = {}) {
    const states: ConnectionState[] = [];
    const events: ServerEvent[] = [];
    const readies: boolean[] = [];
    const c = new RealtimeClient({
      url: 'ws://test',
      getToken: () => 'token-123',
      onEvent: (e) => events.push(e),
      onState: (s) => states.push(s),
      onReady: (_ready, r) => readies.push(r),
      onUnauthorized: vi.fn(),
      onVersionMismatch: vi.fn(),
      createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
      ...overrides,
    });
    return { c, states, events, readies };
  }

  it('authenticates in the first frame, never in the URL', () => {
    const { c, states } = client();
    c.start();
    const socket = FakeSocket.instances[0]!;
    expect(socket.url).toBe('ws://test/api/v1/realtime');
    socket.open();
    expect(JSON.parse(socket.sent[0]!)).toEqual({ type: 'auth', v: 1, token: 'token-123' });
    socket.emit({ type: 'ready', v: 1, account_seq: 0, account_id: 'a' });
    expect(states).toEqual(['connecting', 'online']);
  });

  it('reconnects with backoff and reports the reconnection so the app can catch up', () => {
    const { c, states, readies } = client();
    c.start();
    FakeSocket.instances[0]!.open();
    FakeSocket.instances[0]!.emit({ type: 'ready', v: 1, account_seq: 0, account_id: 'a' });
    FakeSocket.instances[0]!.drop();
    expect(states.at(-1)).toBe('offline');
    vi.advanceTimersByTime(600);
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.instances[1]!.open();
    FakeSocket.instances[1]!.emit({ type: 'ready', v: 1, account_seq: 0, account_id: 'a' });
    expect(readies).toEqual([false, true]);
  });

  it('stops and signs out when the server refuses the token', () => {
    const onUnauthorized = vi.fn();
    const { c } = client({ onUnauthorized });
    c.start();
    FakeSocket.instances[0]!.open();
    FakeSocket.instances[0]!.drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('stops reconnecting and reports a protocol version mismatch (4426)', () => {
    const onVersionMismatch = vi.fn();
    const { c } = client({ onVersionMismatch });
    c.start();
    FakeSocket.instances[0]!.open();
    FakeSocket.instances[0]!.drop(4426);
    vi.advanceTimersByTime(60_000);
    expect(onVersionMismatch).toHaveBeenCalledOnce();
    // No reconnect loop: a newer page is the only way forward.
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('pings, and reconnects when no pong comes back', () => {
    const { c } = client();
    c.start();
    const socket = FakeSocket.instances[0]!;
    socket.open();
    socket.emit({ type: 'ready', v: 1, account_seq: 0, account_id: 'a' });
    vi.advanceTimersByTime(25_000);
    expect(JSON.parse(socket.sent.at(-1)!)).toMatchObject({ type: 'ping' });
    vi.advanceTimersByTime(10_000);
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('passes other events through', () => {
    const { c, events } = client();
    c.start();
    const socket = FakeSocket.instances[0]!;
    socket.open();
    socket.emit({ type: 'ready', v: 1, account_seq: 0, account_id: 'a' });
    socket.emit({ type: 'resync' });
    expect(events).toEqual([{ type: 'resync' }]);
  });
});
