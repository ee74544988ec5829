// The two systems the realtime arms compare, behind one shape: Hearth on a seeded SQLite file,
// and the raw `ws` harness with the same rooms. Each runs alone, pinned to the server core.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, startHearth } from './hearth.mjs';
import { freePort, spawnPinned, stop, waitForHttp } from './proc.mjs';
import { seedRooms } from './rooms.mjs';

/**
 * Targets raised by issue 16 (the others stay in their arm): fan-out frames ÷ raw `ws` (arm 4),
 * delivery p99 ÷ the raw harness's POST broadcast p99 and absolute p99 (arm 5), memory per socket
 * ÷ raw `ws` (arm 6), landing page initial JavaScript in KB gzip (arm 9).
 */
export const TARGETS = {
  arm4: 0.8,
  arm5Ratio: 1.5,
  arm5Ms: 50,
  arm6: 1.1,
  arm9Kb: 80,
};

/** A migrated SQLite file holding `rooms` × `perRoom` accounts (see rooms.mjs). */
export async function seededDatabase(dir, rooms, perRoom) {
  const file = join(dir, 'hearth.db');
  const hearth = await startHearth({ databaseUrl: file }); // runs the migrations
  await hearth.stop();
  return { file, rooms: seedRooms(file, rooms, perRoom) };
}

/** What a send to room `r` is: path, headers and body, for autocannon or paced sends. */
function hearthSend(room) {
  const sender = room.members[0];
  return {
    path: `/api/v1/profiles/${sender.profileId}/conversations/${room.conversationId}/messages`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${sender.token}` },
  };
}

export async function startHearthTarget(seeded) {
  const hearth = await startHearth({ databaseUrl: seeded.file });
  return {
    name: 'hearth',
    url: hearth.url,
    pid: hearth.child.pid,
    send: hearthSend,
    stop: hearth.stop,
  };
}

export async function startRawTarget(seeded, dir) {
  const roomsFile = join(dir, 'rooms.json');
  const rooms = seeded.rooms.map((room) => ({
    conversationId: room.conversationId,
    tokens: room.members.map((m) => m.token),
  }));
  writeFileSync(roomsFile, JSON.stringify(rooms));
  const port = await freePort();
  const child = spawnPinned(process.execPath, [join(repoRoot, 'bench/lib/raw-ws-server.mjs')], {
    env: { PORT: String(port), ROOMS_FILE: roomsFile },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(url, child);
  return {
    name: 'raw ws',
    url,
    pid: child.pid,
    send: (room) => ({
      path: `/rooms/${room.conversationId}`,
      headers: { 'content-type': 'application/json' },
    }),
    stop: () => stop(child),
  };
}

/** Every member's token, in room order: socket i belongs to room floor(i / perRoom). */
export const allTokens = (seeded) =>
  seeded.rooms.flatMap((room) => room.members.map((m) => m.token));
