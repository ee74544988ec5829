import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import { REALTIME_CLOSE, REALTIME_PATH } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { principalForTokenHash } from '../access/access.service.js';
import { renewVisibility } from '../push/push.service.js';
import { inQuietHours } from '../children/children.service.js';
import { relinked } from '../media/media.service.js';
import { CallGrace } from './call-grace.js';
import { membershipsOf, realtimeHandlers } from './realtime-handlers.js';
import { participationsOfAccount } from './realtime.repository.js';
import { loadChildScope } from './child-presence.js';
import { RealtimeHub, type Relink } from './realtime.hub.js';
import type { AccountPresence } from './realtime-socket.js';
import { RealtimeSocket } from './realtime-socket.js';

/** How often silent sockets are found, and expired sessions closed. */
const HEARTBEAT_MS = 30_000;

/**
 * Re-reads what a child's sockets may hear. A conversation that resumed (an approval, a
 * stranger gone) asks them to catch up: the messages sent meanwhile arrive by their cursors.
 */
async function reloadChild(ctx: AppContext, hub: RealtimeHub, presence: AccountPresence) {
  const child = presence.child!;
  const { scope, memberships } = await loadChildScope(ctx, child.accountId, child.profileId);
  const resumed = [...memberships.keys()].some((id) => !presence.memberships.has(id));
  hub.reload(presence, memberships, scope);
  if (resumed) for (const socket of presence.sockets) socket.sendEvent({ type: 'resync' });
}

/** Re-reads the child presences an event may have changed (approvals, who takes part). */
function reloadChildren(ctx: AppContext, hub: RealtimeHub, presences: AccountPresence[]) {
  return Promise.all(presences.map((presence) => reloadChild(ctx, hub, presence)));
}

/** Re-reads every connected account's memberships and closes sockets of ended sessions. */
async function reloadAll(ctx: AppContext, hub: RealtimeHub): Promise<void> {
  for (const presence of hub.presences()) {
    if (presence.child) await reloadChild(ctx, hub, presence);
    else
      hub.reload(
        presence,
        membershipsOf(await participationsOfAccount(ctx.db, presence.accountId)),
      );
    for (const socket of presence.sockets) {
      if (!(await principalForTokenHash(ctx.db, socket.tokenHash))) {
        socket.close(REALTIME_CLOSE.unauthorized, 'signed out');
      }
    }
  }
}

/** Sockets one heartbeat turn visits before it lets the event loop serve others. */
const SWEEP_SLICE = 500;

/**
 * One heartbeat at `now`: closes the sockets whose session has expired, and finds those that
 * vanished without a close frame by the missing pong. It visits the sockets a slice per
 * event-loop turn: pinging 15,000 sockets at once held every delivery back for a whole sweep.
 */
export async function sweep(hub: RealtimeHub, now: number, slice = SWEEP_SLICE): Promise<void> {
  const sockets = [...hub.all()];
  for (let start = 0; start < sockets.length; start += slice) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    for (const socket of sockets.slice(start, start + slice)) {
      // Closed while an earlier slice ran: nothing left to check.
      if (socket.readyState !== socket.OPEN) continue;
      if (socket.expiresAt <= now) socket.close(REALTIME_CLOSE.unauthorized, 'session expired');
      else if (!socket.alive) socket.terminate();
      else {
        socket.alive = false;
        socket.ping();
      }
    }
  }
}

/** Quiet hours ended for a child: its sockets catch up on what waited. */
export function wakeChildren(hub: RealtimeHub, now: Date): void {
  for (const presence of hub.presences()) {
    const child = presence.child;
    if (!child?.quiet) continue;
    const quiet = inQuietHours(child.quiet, now);
    if (child.wasQuiet && !quiet) {
      for (const socket of presence.sockets) socket.sendEvent({ type: 'resync' });
    }
    child.wasQuiet = quiet;
  }
}

const MAX_FRAME_BYTES = 64 * 1024;

/** Answers an upgrade this server does not offer, then drops the connection. */
function refuseUpgrade(socket: Duplex): void {
  socket.on('error', () => socket.destroy());
  socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
}

/**
 * The realtime endpoint. Upgrades are taken straight from the HTTP server's 'upgrade' event,
 * not routed through Fastify: a hijacked Fastify request kept its request, reply, logger and
 * raw HTTP objects reachable from the socket for the connection's whole life (several KB per
 * idle socket), while nothing about the upgrade needs them: the socket authenticates with its
 * first frame.
 */
export function realtimeRoutes(ctx: AppContext, hub = new RealtimeHub()) {
  return async (app: FastifyInstance): Promise<void> => {
    const relink: Relink = (message, holderId) => relinked(ctx, message, holderId);
    const unsubscribe = ctx.events.subscribe((audience, event) => {
      // Events were missed while the instances lost each other: what an account may hear and
      // which sessions are still signed in may have changed meanwhile. Re-read both from the
      // database before telling clients to catch up, so that their sync is judged on today's
      // memberships.
      if (event.type === 'resync') {
        reloadAll(ctx, hub)
          .catch((error: unknown) => app.log.warn({ err: error }, 'realtime reload failed'))
          .finally(() => hub.dispatch(audience, event, relink));
        return;
      }
      hub.dispatch(audience, event, relink);
      const children =
        (event.type === 'approvals.changed' || event.type === 'child.settings.changed') &&
        audience.kind === 'account'
          ? hub.childrenOf(audience.id)
          : event.type === 'participant.joined' || event.type === 'participant.left'
            ? hub.presences().filter((p) => p.child)
            : [];
      if (children.length > 0) {
        reloadChildren(ctx, hub, children).catch((error: unknown) =>
          app.log.warn({ err: error }, 'realtime child reload failed'),
        );
      }
    });
    const grace = new CallGrace(ctx, hub, app.log);
    const accept = realtimeHandlers(ctx, hub, app.log, grace);
    const wss = new WebSocketServer({
      noServer: true,
      maxPayload: MAX_FRAME_BYTES,
      WebSocket: RealtimeSocket,
    });

    const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
      const path = request.url?.split('?', 1)[0];
      if (path !== REALTIME_PATH) return refuseUpgrade(socket);
      wss.handleUpgrade(request, socket, head, accept);
    };
    app.server.on('upgrade', onUpgrade);

    const heartbeat = setInterval(() => {
      sweep(hub, Date.now()).catch((error: unknown) =>
        app.log.warn({ err: error }, 'realtime heartbeat failed'),
      );
      const visible = [...hub.all()].flatMap((s) => (s.visibleId ? [s.visibleId] : []));
      renewVisibility(ctx, visible).catch((error: unknown) =>
        app.log.warn({ err: error }, 'push visibility not renewed'),
      );
      wakeChildren(hub, new Date());
    }, HEARTBEAT_MS);
    heartbeat.unref();

    // Upgraded sockets hold the HTTP server open, so they are closed before it is.
    app.addHook('preClose', async () => {
      app.server.off('upgrade', onUpgrade);
      for (const socket of wss.clients) socket.close(1001, 'server shutting down');
    });
    app.addHook('onClose', async () => {
      clearInterval(heartbeat);
      grace.stop();
      unsubscribe();
    });
  };
}
