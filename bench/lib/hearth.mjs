// Starts the built Hearth server as its own pinned process and drives its public API.
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, spawnPinned, stop, waitForHttp } from './proc.mjs';

// Node 20's global fetch, named so the lint config (which lists few globals) knows it.
const { fetch } = globalThis;

export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
export const serverEntry = join(repoRoot, 'apps/server/dist/server.js');

/** A throwaway directory for a SQLite file; removed by the returned cleanup. */
export function tempDir(prefix = 'hearth-bench-') {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The servers' LOG_LEVEL: `warn` unless `npm run bench -- --log-level info` (the server's own
 * default, a line per request) set BENCH_LOG_LEVEL. Below warn the log goes to a file, as an
 * operator's would, so that writing it costs the server and not the arm reading a pipe.
 */
export const logLevel = process.env.BENCH_LOG_LEVEL ?? 'warn';
const logsToFile = (level) => ['info', 'debug', 'trace'].includes(level);

/**
 * Starts `node apps/server/dist/server.js` on a free loopback port. `databaseUrl` is a SQLite
 * file path or a postgres:// URL. `nodeArgs` lets an arm add --cpu-prof when profiling; `entry`
 * starts another build's server instead (to compare two builds).
 */
export async function startHearth({
  databaseUrl,
  env = {},
  nodeArgs = [],
  // BENCH_SERVER_ENTRY runs every arm's server from another build (a worktree's
  // apps/server/dist/server.js): two builds measured by the same bench code.
  entry = process.env.BENCH_SERVER_ENTRY ?? serverEntry,
}) {
  const port = await freePort();
  // BENCH_SERVER_NODE_ARGS adds flags to every server an arm starts (e.g. "--cpu-prof
  // --cpu-prof-dir=/tmp/prof"), to profile an arm without editing it.
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const level = env.LOG_LEVEL ?? logLevel;
  const log = logsToFile(level) ? tempDir('hearth-bench-log-') : null;
  const logFd = log ? openSync(join(log.dir, 'server.log'), 'a') : null;
  const child = spawnPinned(process.execPath, [...extra, ...nodeArgs, entry], {
    cwd: repoRoot,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      ...env,
      LOG_LEVEL: level,
    },
    ...(log ? { stdout: logFd } : {}),
  });
  if (logFd !== null) closeSync(logFd); // the child holds its own copy
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/api/v1/health`, child);
  return {
    url,
    port,
    child,
    stop: async () => {
      await stop(child, 'SIGINT');
      log?.cleanup();
    },
  };
}

async function call(url, method, path, body, token) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

let counter = 0;

/** A fresh account with one profile and one conversation: what a send needs. */
export async function seedFamily(url, { password = 'correct horse battery staple' } = {}) {
  counter += 1;
  const email = `bench-${process.pid}-${Date.now()}-${counter}@example.test`;
  const auth = await call(url, 'POST', '/api/v1/auth/register', {
    user: { email_address: email, password, password_confirmation: password },
  });
  const token = auth.access_token;
  const profile = await call(
    url,
    'POST',
    '/api/v1/profiles',
    { profile: { nickname: 'Grandma' } },
    token,
  );
  const conversation = await call(
    url,
    'POST',
    `/api/v1/profiles/${profile.id}/conversations`,
    { conversation: { title: 'Family' } },
    token,
  );
  const sendPath = `/api/v1/profiles/${profile.id}/conversations/${conversation.id}/messages`;
  return { email, password, token, profile, conversation, sendPath, user: auth.user };
}

export async function createConversation(url, family, title) {
  return call(
    url,
    'POST',
    `/api/v1/profiles/${family.profile.id}/conversations`,
    { conversation: { title } },
    family.token,
  );
}

export const api = { call };

/** The message body every send arm posts: a realistic short family message. */
export const SEND_BODY = JSON.stringify({
  message: { content: 'Dinner at grandma’s on Sunday, bring the photos from the trip!' },
});
