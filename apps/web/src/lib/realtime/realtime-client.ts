import {
  REALTIME_CLOSE,
  REALTIME_PATH,
  REALTIME_PROTOCOL_VERSION,
  type ClientCommand,
  type ServerEvent,
} from '@hearth/shared';
import { reconnectDelay } from './backoff';

export type ConnectionState = 'connecting' | 'online' | 'offline';

export interface RealtimeClientOptions {
  /** ws:// or wss:// origin of the API. */
  url: string;
  getToken: () => string | null;
  onEvent: (event: ServerEvent) => void;
  onState: (state: ConnectionState) => void;
  /** Called after every (re)connection is ready: the moment to catch up on what was missed. */
  onReady: (ready: Extract<ServerEvent, { type: 'ready' }>, reconnected: boolean) => void;
  /** The server refused the token: the session is over. */
  onUnauthorized: () => void;
  /** The server speaks another protocol version: this page is out of date. */
  onVersionMismatch: () => void;
  isHidden?: () => boolean;
  createSocket?: (url: string) => WebSocket;
}

const PING_EVERY_MS = 25_000;
const PONG_WITHIN_MS = 10_000;

/**
 * The one owner of the socket: connects, authenticates in the first frame, pings, and reconnects
 * with backoff until stopped. Everything above it only sees events and a connection state.
 */
export class RealtimeClient {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private everReady = false;
  private stopped = true;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: RealtimeClientOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.clearPing();
    this.socket?.close(1000, 'bye');
    this.socket = null;
  }

  /** Reconnect now (the browser says the network is back, or the tab became visible). */
  nudge(): void {
    if (this.stopped || this.socket) return;
    clearTimeout(this.retryTimer);
    this.attempt = 0;
    this.connect();
  }

  send(command: ClientCommand): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(command));
    return true;
  }

  private connect(): void {
    const token = this.options.getToken();
    if (!token) return this.options.onState('offline');
    this.options.onState('connecting');
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url));
    const socket = create(`${this.options.url}${REALTIME_PATH}`);
    this.socket = socket;
    socket.onopen = () => this.send({ type: 'auth', v: REALTIME_PROTOCOL_VERSION, token });
    socket.onmessage = (message) => this.receive(message.data);
    socket.onclose = (close) => this.closed(socket, close.code);
  }

  private receive(data: unknown): void {
    let event: ServerEvent;
    try {
      event = JSON.parse(String(data)) as ServerEvent;
    } catch {
      return;
    }
    if (event.type === 'pong') return clearTimeout(this.pongTimer);
    if (event.type === 'ready') {
      const reconnected = this.everReady;
      this.everReady = true;
      this.attempt = 0;
      this.startPing();
      this.options.onState('online');
      this.options.onReady(event, reconnected);
      return;
    }
    this.options.onEvent(event);
  }

  private closed(socket: WebSocket, code: number): void {
    if (this.socket !== socket) return;
    this.socket = null;
    this.clearPing();
    if (this.stopped) return;
    this.options.onState('offline');
    if (code === REALTIME_CLOSE.unauthorized) {
      this.stopped = true;
      return this.options.onUnauthorized();
    }
    if (code === REALTIME_CLOSE.versionMismatch) {
      // Reconnecting would be refused again: only a newer page can talk to this server.
      this.stopped = true;
      return this.options.onVersionMismatch();
    }
    const hidden = this.options.isHidden?.() ?? false;
    this.retryTimer = setTimeout(() => this.connect(), reconnectDelay(this.attempt++, hidden));
  }

  // A socket can look open while the network under it is gone; only an answer proves it is not.
  private startPing(): void {
    this.clearPing();
    this.pingTimer = setInterval(() => {
      if (!this.send({ type: 'ping', t: Date.now() })) return;
      clearTimeout(this.pongTimer);
      this.pongTimer = setTimeout(() => {
        const socket = this.socket;
        if (!socket) return;
        // Do not wait for a close handshake over a dead network: reconnect now.
        socket.close(4000, 'no pong');
        this.closed(socket, 4000);
      }, PONG_WITHIN_MS);
    }, PING_EVERY_MS);
  }

  private clearPing(): void {
    clearInterval(this.pingTimer);
    clearTimeout(this.pongTimer);
  }
}
