// Client side of the realtime protocol (packages/shared/src/realtime.ts): open the socket, send
// `auth` as the first frame, wait for `ready`. Used by arms 4-6, many sockets per process.
import WebSocket from 'ws';

export const REALTIME_PATH = '/api/v1/realtime';

/**
 * Resolves with the open, authenticated socket; rejects on close, error or timeout.
 * `localAddress` picks the loopback source address (127.0.0.x), for more sockets than one
 * address has ephemeral ports.
 */
export function connectRealtime(baseUrl, token, onEvent, timeoutMs = 15_000, localAddress) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${REALTIME_PATH}`, {
      perMessageDeflate: false,
      ...(localAddress ? { localAddress } : {}),
    });
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error('realtime: no ready frame in time'));
    }, timeoutMs);
    let ready = false;
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', v: 1, token })));
    socket.on('message', (data) => {
      const event = JSON.parse(data.toString());
      if (!ready && event.type === 'ready') {
        ready = true;
        clearTimeout(timer);
        resolve(socket);
      } else if (ready) onEvent?.(event);
    });
    socket.on('unexpected-response', (_req, res) => {
      clearTimeout(timer);
      reject(new Error(`realtime: HTTP ${res.statusCode} on upgrade`));
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('close', (code) => {
      clearTimeout(timer);
      if (!ready) reject(new Error(`realtime: closed with ${code} before ready`));
    });
  });
}

/**
 * Run-time detection: a Hearth without the endpoint answers the upgrade with 404 (or closes).
 * Returns null when available, else the reason to report as "skipped".
 */
export async function realtimeUnavailable(baseUrl, token) {
  try {
    const socket = await connectRealtime(baseUrl, token, null, 5000);
    socket.close();
    return null;
  } catch (error) {
    return `skipped: realtime endpoint not available (${error.message})`;
  }
}

/** Opens `tokens.length` sockets, a bounded number at a time so the server's accept queue holds. */
export async function connectMany(baseUrl, tokens, onEvent, concurrency = 200) {
  const sockets = new Array(tokens.length);
  let next = 0;
  const worker = async () => {
    while (next < tokens.length) {
      const i = next++;
      sockets[i] = await connectRealtime(baseUrl, tokens[i], (event) => onEvent?.(i, event));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tokens.length) }, worker));
  return sockets;
}

export function closeAll(sockets) {
  for (const socket of sockets) socket?.terminate();
}
