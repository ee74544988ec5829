import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import {
  REALTIME_CLOSE,
  REALTIME_PROTOCOL_VERSION,
  TYPING_EXPIRES_MS,
  TYPING_RELAY_MIN_MS,
  type ClientCommand,
} from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { whenDurable } from '../../db/database.js';
import { metrics } from '../../lib/metrics.js';
import { principalForToken } from '../../plugins/authenticate.js';
import { pairAudience, touchChildSession } from '../access/access.service.js';
import { accountStream, currentPosition } from '../events/events.service.js';
import { socketVisibility } from '../push/push.service.js';
import { newId } from '../../lib/ids.js';
import type { CallGrace } from './call-grace.js';
import { relaySignal } from './call-signal-relay.js';
import { relayStory } from './call-story-relay.js';
import { childKey, loadChildScope } from './child-presence.js';
import type { Memberships } from './memberships.js';
import type { RealtimeHub } from './realtime.hub.js';
import type { RealtimeSocket } from './realtime-socket.js';
import { replay } from './realtime-sync.js';
import { participationsOfAccount } from './realtime.repository.js';

/** conversation id → (profile id → nickname), from the database's rows. */
export function membershipsOf(
  rows: { conversation_id: string; profile_id: string; nickname: string }[],
): Memberships {
  const memberships: Memberships = new Map();
  for (const row of rows) {
    let profiles = memberships.get(row.conversation_id);
    if (!profiles) memberships.set(row.conversation_id, (profiles = new Map()));
    profiles.set(row.profile_id, row.nickname);
  }
  return memberships;
}

const AUTH_TIMEOUT_MS = 5000;

function parseCommand(raw: RawData): ClientCommand | null {
  try {
    const value: unknown = JSON.parse(String(raw));
    if (typeof value !== 'object' || value === null || !('type' in value)) return null;
    return value as ClientCommand;
  } catch {
    return null;
  }
}

/**
 * The protocol of one socket: auth as the first frame, then commands. The listeners are
 * created once per app and shared by every socket (they read the socket from `this`), so an
 * idle socket holds no closures of its own.
 */
export function realtimeHandlers(
  ctx: AppContext,
  hub: RealtimeHub,
  log: FastifyBaseLogger,
  grace?: CallGrace,
) {
  async function authenticate(socket: RealtimeSocket, command: ClientCommand | null) {
    if (command?.type !== 'auth') return socket.close(REALTIME_CLOSE.badFrame, 'auth first');
    if (command.v !== REALTIME_PROTOCOL_VERSION) {
      return socket.close(REALTIME_CLOSE.versionMismatch, 'protocol version mismatch');
    }
    const principal =
      typeof command.token === 'string' ? await principalForToken(ctx.db, command.token) : null;
    if (!principal) return socket.close(REALTIME_CLOSE.unauthorized, 'invalid token');
    if (socket.readyState !== socket.OPEN) return;
    if (principal.childProfileId) return joinAsChild(socket, principal);
    // An account already connected shares the memberships its events keep current.
    const { accountId } = principal;
    const shared = hub.has(accountId);
    // The position first: a conversation added after it is either in what is read next or
    // moves the position, which is checked again once the socket hears live events.
    const accountSeq = await currentPosition(ctx.db, accountStream(accountId));
    const read = shared ? [] : await participationsOfAccount(ctx.db, accountId);
    // Its last other socket closed meanwhile: this one starts the presence, with what it reads.
    const rows =
      shared && !hub.has(accountId) ? await participationsOfAccount(ctx.db, accountId) : read;
    if (socket.readyState !== socket.OPEN) return;
    socket.tokenHash = principal.tokenHash;
    socket.expiresAt = Date.parse(principal.expiresAt);
    if (!hub.add(socket, accountId, () => membershipsOf(rows))) {
      return socket.drop('too many connections');
    }
    grace?.connected(accountId);
    if (!shared && (await currentPosition(ctx.db, accountStream(accountId))) !== accountSeq) {
      const presence = socket.presence;
      const now = await participationsOfAccount(ctx.db, accountId);
      if (presence && socket.readyState === socket.OPEN) hub.reload(presence, membershipsOf(now));
    }
    // The position told may be a commit not yet on disk: told once a power cut would keep it.
    await whenDurable(ctx.db);
    if (socket.readyState !== socket.OPEN) return;
    socket.sendEvent({
      type: 'ready',
      v: REALTIME_PROTOCOL_VERSION,
      account_id: accountId,
      account_seq: accountSeq,
    });
  }

  /**
   * A child session's socket: a presence of its own (never the account's, which hears the
   * parent's conversations and alerts), scoped by the access policy's pairwise rule.
   */
  async function joinAsChild(
    socket: RealtimeSocket,
    principal: {
      accountId: string;
      childProfileId: string | null;
      tokenHash: string;
      expiresAt: string;
    },
  ) {
    const profileId = principal.childProfileId!;
    // Its account stream's position, read first as an account's is: the profile's settings
    // changed after it are either heard live or caught up from it.
    const accountSeq = await currentPosition(ctx.db, accountStream(principal.accountId));
    const { scope, memberships } = await loadChildScope(ctx, principal.accountId, profileId);
    if (socket.readyState !== socket.OPEN) return;
    socket.tokenHash = principal.tokenHash;
    socket.expiresAt = Date.parse(principal.expiresAt);
    if (!hub.add(socket, childKey(profileId), () => memberships, scope)) {
      return socket.drop('too many connections');
    }
    grace?.connected(childKey(profileId));
    await touchChildSession(ctx.db, principal.tokenHash);
    await whenDurable(ctx.db);
    if (socket.readyState !== socket.OPEN) return;
    socket.sendEvent({
      type: 'ready',
      v: REALTIME_PROTOCOL_VERSION,
      account_id: principal.accountId,
      account_seq: accountSeq,
    });
  }

  function handle(socket: RealtimeSocket, command: ClientCommand | null): void {
    // A call's signals have a budget of their own (candidates come in bursts).
    if (command?.type === 'call.signal') return relaySignal(ctx, socket, command, log);
    const now = Date.now();
    if (!socket.commands.take(now) || !socket.presence?.commands.take(now)) {
      return socket.drop('too many commands');
    }
    if (command?.type === 'sync') {
      replay(ctx, socket, command.cursors).catch((error: unknown) => {
        log.error({ err: error }, 'realtime sync failed');
        socket.close(1011, 'server error');
      });
      return;
    }
    if (command?.type === 'ping') {
      socket.alive = true;
      return socket.sendEvent({ type: 'pong', t: Number(command.t) || 0 });
    }
    if (command?.type === 'typing') {
      const { conversation_id: conversationId, profile_id: profileId } = command;
      const nickname = socket.presence?.memberships.get(conversationId)?.get(profileId);
      if (nickname === undefined) return;
      if (!socket.mayRelayTyping(conversationId, now, TYPING_RELAY_MIN_MS)) return;
      const typing = {
        type: 'typing' as const,
        conversation_id: conversationId,
        profile: { id: profileId, nickname },
        expires_in_ms: TYPING_EXPIRES_MS,
      };
      // A child's typing reaches those the pairwise rule lets hear it, as its messages do.
      Promise.resolve(pairAudience(ctx.db, conversationId, profileId))
        .then((only) => ctx.events.publishToConversation(conversationId, typing, only))
        .catch((error: unknown) => log.warn({ err: error }, 'typing not relayed'));
      return;
    }
    if (command?.type === 'call.story') return relayStory(ctx, socket, command, log);
    if (command?.type === 'visibility') return setVisible(socket, command.visible === true);
    socket.sendEvent({ type: 'error', error: 'Unknown command' });
  }

  /** Tells the push worker whether this socket's tab is in front of someone. */
  function setVisible(socket: RealtimeSocket, visible: boolean): void {
    if (!visible && socket.visibleId === null) return;
    const id = (socket.visibleId ??= newId());
    if (!visible) socket.visibleId = null;
    const write = () =>
      socketVisibility(ctx, id, socket.tokenHash, visible).catch((error: unknown) =>
        log.warn({ err: error }, 'push visibility not recorded'),
      );
    socket.visibilityWrites = (socket.visibilityWrites ?? Promise.resolve()).then(write);
  }

  // `ws` calls listeners with the socket as `this`; every socket here is a RealtimeSocket.
  function onMessage(this: WebSocket, raw: RawData): void {
    const socket = this as RealtimeSocket;
    const command = parseCommand(raw);
    if (socket.presence) return handle(socket, command);
    // The token comes in the first frame, never in the URL, so it stays out of access logs.
    if (!socket.awaitingAuth) return;
    socket.awaitingAuth = false;
    stopAuthTimer(socket);
    authenticate(socket, command).catch((error: unknown) => {
      log.error({ err: error }, 'realtime handshake failed');
      socket.close(1011, 'server error');
    });
  }

  function onClose(this: WebSocket): void {
    metrics.openSockets.dec();
    stopAuthTimer(this as RealtimeSocket);
    hub.remove(this as RealtimeSocket);
    grace?.socketClosed(this as RealtimeSocket);
    setVisible(this as RealtimeSocket, false);
  }

  function onPong(this: WebSocket): void {
    (this as RealtimeSocket).alive = true;
  }

  // Errors on a socket (a broken frame, an unclean disconnect) end that socket. They are the
  // client's doing, often before sign-in: worth a line at debug level, never a stack trace.
  function onError(this: WebSocket, error: Error): void {
    log.debug({ reason: error.message }, 'realtime socket error');
    this.terminate();
  }

  /** Takes a freshly upgraded socket; it has AUTH_TIMEOUT_MS to send its auth frame. */
  return function accept(socket: RealtimeSocket): void {
    metrics.openSockets.inc();
    socket.on('message', onMessage);
    socket.on('close', onClose);
    socket.on('pong', onPong);
    socket.on('error', onError);
    socket.authTimer = setTimeout(closeUnauthenticated, AUTH_TIMEOUT_MS, socket);
  };
}

function closeUnauthenticated(socket: RealtimeSocket): void {
  socket.authTimer = null;
  // A client that ignores the close frame is cut off a second later, not after ws's 30 s.
  if (socket.awaitingAuth) socket.drop('auth timeout', REALTIME_CLOSE.authTimeout);
}

function stopAuthTimer(socket: RealtimeSocket): void {
  if (socket.authTimer) clearTimeout(socket.authTimer);
  socket.authTimer = null;
}
