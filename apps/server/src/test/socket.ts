import WebSocket from 'ws';
import type { ServerEvent } from '@hearth/shared';
import { REALTIME_PATH, REALTIME_PROTOCOL_VERSION } from '@hearth/shared';

/** A realtime client for tests: collects events and can wait for one that matches. */
export class TestSocket {
  readonly events: ServerEvent[] = [];
  private waiters: Array<{
    match: (e: ServerEvent) => boolean;
    resolve: (e: ServerEvent) => void;
  }> = [];
  closeCode: number | null = null;
  readonly closed: Promise<number>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const event = JSON.parse(String(raw)) as ServerEvent;
      this.events.push(event);
      this.waiters = this.waiters.filter((w) =>
        w.match(event) ? (w.resolve(event), false) : true,
      );
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code) => {
        this.closeCode = code;
        resolve(code);
      }),
    );
  }

  static async open(baseUrl: string): Promise<TestSocket> {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${REALTIME_PATH}`);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new TestSocket(ws);
  }

  /** Opens and authenticates; resolves once the server said ready. */
  static async connect(baseUrl: string, token: string): Promise<TestSocket> {
    const socket = await TestSocket.open(baseUrl);
    socket.send({ type: 'auth', v: REALTIME_PROTOCOL_VERSION, token });
    await socket.next((e) => e.type === 'ready');
    return socket;
  }

  send(command: unknown): void {
    this.ws.send(typeof command === 'string' ? command : JSON.stringify(command));
  }

  next(match: (e: ServerEvent) => boolean, timeoutMs = 2000): Promise<ServerEvent> {
    const seen = this.events.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no matching event in ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.waiters.push({ match, resolve: (e) => (clearTimeout(timer), resolve(e)) });
    });
  }

  /** The close code, or a failure when the server has not closed the socket within `timeoutMs`. */
  closedWithin(timeoutMs = 5000): Promise<number> {
    return Promise.race([
      this.closed,
      new Promise<never>((_resolve, reject) =>
        setTimeout(() => reject(new Error(`still open after ${timeoutMs} ms`)), timeoutMs).unref(),
      ),
    ]);
  }

  of<T extends ServerEvent['type']>(type: T): Extract<ServerEvent, { type: T }>[] {
    return this.events.filter((e): e is Extract<ServerEvent, { type: T }> => e.type === type);
  }

  close(): void {
    this.ws.close();
  }
}

export const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));
