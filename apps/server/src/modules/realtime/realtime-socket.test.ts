import { describe, expect, it } from 'vitest';
import { TYPING_RELAY_MIN_MS, TYPING_RENEW_MS } from '@hearth/shared';
import { RealtimeSocket } from './realtime-socket.js';

describe('RealtimeSocket typing relay', () => {
  it('relays a renewal that arrives early because the notice before it travelled slowly', () => {
    // Only the socket's own bookkeeping is under test: no connection is made.
    const socket = Object.create(RealtimeSocket.prototype) as RealtimeSocket;
    expect(socket.mayRelayTyping('c1', 10_000, TYPING_RELAY_MIN_MS)).toBe(true);
    // Sent TYPING_RENEW_MS after the first, which reached the server 400 ms late.
    const renewal = 10_000 + TYPING_RENEW_MS - 400;
    expect(socket.mayRelayTyping('c1', renewal, TYPING_RELAY_MIN_MS)).toBe(true);
    // A client that sends on every keystroke is still held back.
    expect(socket.mayRelayTyping('c1', renewal + 200, TYPING_RELAY_MIN_MS)).toBe(false);
    expect(socket.mayRelayTyping('c2', renewal + 200, TYPING_RELAY_MIN_MS)).toBe(true);
  });
});
