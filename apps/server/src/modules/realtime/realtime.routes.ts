import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import {
  REALTIME_CLOSE,
  REALTIME_PATH,
  REALTIME_PROTOCOL_VERSION,
  TYPING_EXPIRES_MS,
  TYPING_RENEW_MS,
  type ClientCommand,
  type ServerEvent,
} from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { principalForToken } from '../../plugins/authenticate.js';
import { RealtimeHub, type Connection } from './realtime.hub.js';
import { participationsOfAccount } from './realtime.repository.js';

const AUTH_TIMEOUT_MS = 5000;
const HEARTBEAT_MS = 30_000;

function parseCommand(raw: unknown): ClientCommand | null {
  try {
    const value: unknown = JSON.parse(String(raw));
    if (typeof value !== 'object' || value === null || !('type' in value)) return null;
    return value as ClientCommand;
  } catch {
    return null;
  }
}

function send(socket: WebSocket, event: ServerEvent): void {
  socket.send(JSON.stringify(event));
}

export function realtimeRoutes(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const hub = new RealtimeHub();
    const unsubscribe = ctx.events.subscribe((audience, event) => hub.dispatch(audience, event));

    // Sockets that vanished without a close frame are found by the missing pong.
    const heartbeat = setInterval(() => {
      for (const c of hub.all()) {
        if (!c.alive) c.socket.terminate();
        else {
          c.alive = false;
          c.socket.ping();
        }
      }
    }, HEARTBEAT_MS);
    heartbeat.unref();

    app.addHook('onClose', async () => {
      clearInterval(heartbeat);
      unsubscribe();
      for (const c of hub.all()) c.socket.close(1001, 'server shutting down');
    });

    async function authenticateSocket(socket: WebSocket, command: ClientCommand | null) {
      if (command?.type !== 'auth') return socket.close(REALTIME_CLOSE.badFrame, 'auth first');
      if (command.v !== REALTIME_PROTOCOL_VERSION) {
        return socket.close(REALTIME_CLOSE.versionMismatch, 'protocol version mismatch');
      }
      const principal =
        typeof command.token === 'string' ? await principalForToken(ctx.db, command.token) : null;
      if (!principal) return socket.close(REALTIME_CLOSE.unauthorized, 'invalid token');
      if (socket.readyState !== socket.OPEN) return;
      const memberships = new Map<string, Map<string, string>>();
      for (const row of await participationsOfAccount(ctx.db, principal.accountId)) {
        let profiles = memberships.get(row.conversation_id);
        if (!profiles) memberships.set(row.conversation_id, (profiles = new Map()));
        profiles.set(row.profile_id, row.nickname);
      }
      const connection: Connection = {
        socket,
        accountId: principal.accountId,
        tokenHash: principal.tokenHash,
        memberships,
        lastTypingAt: new Map(),
        alive: true,
      };
      hub.add(connection);
      socket.on('close', () => hub.remove(connection));
      socket.on('pong', () => (connection.alive = true));
      send(socket, {
        type: 'ready',
        v: REALTIME_PROTOCOL_VERSION,
        account_id: principal.accountId,
      });
      return connection;
    }

    function handle(c: Connection, command: ClientCommand | null): void {
      if (command?.type === 'ping') {
        c.alive = true;
        return send(c.socket, { type: 'pong', t: Number(command.t) || 0 });
      }
      if (command?.type === 'typing') {
        const nickname = c.memberships.get(command.conversation_id)?.get(command.profile_id);
        if (nickname === undefined) return;
        const now = Date.now();
        if (now - (c.lastTypingAt.get(command.conversation_id) ?? 0) < TYPING_RENEW_MS) return;
        c.lastTypingAt.set(command.conversation_id, now);
        ctx.events.publishToConversation(command.conversation_id, {
          type: 'typing',
          conversation_id: command.conversation_id,
          profile: { id: command.profile_id, nickname },
          expires_in_ms: TYPING_EXPIRES_MS,
        });
        return;
      }
      send(c.socket, { type: 'error', error: 'Unknown command' });
    }

    app.get(REALTIME_PATH.replace('/api/v1', ''), { websocket: true }, (socket) => {
      // The token comes in the first frame, never in the URL, so it stays out of access logs.
      let connection: Connection | undefined;
      let pending = true;
      const timer = setTimeout(() => {
        if (pending) socket.close(REALTIME_CLOSE.authTimeout, 'auth timeout');
      }, AUTH_TIMEOUT_MS);
      socket.on('message', (raw) => {
        const command = parseCommand(raw);
        if (connection) return handle(connection, command);
        if (!pending) return;
        pending = false;
        clearTimeout(timer);
        authenticateSocket(socket, command).then(
          (c) => (connection = c ?? undefined),
          (error: unknown) => {
            app.log.error({ err: error }, 'realtime handshake failed');
            socket.close(1011, 'server error');
          },
        );
      });
      socket.on('close', () => clearTimeout(timer));
    });
  };
}
