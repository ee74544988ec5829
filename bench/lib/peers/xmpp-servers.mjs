// The two XMPP peers of arm 19, Prosody and ejabberd as Debian installs them, each started on a
// free loopback port with the configuration in bench/peers/ written into a temporary folder
// (its SQLite file, logs and spool too), pinned to the server core, and stopped by its pid.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { repoRoot } from '../hearth.mjs';
import { freePort, sleep, spawnPinned, stop } from '../proc.mjs';

export const XMPP_DOMAIN = 'localhost';
export const MUC_DOMAIN = 'conference.localhost';
export const PASSWORD = 'bench-password';
export const APT_LINE = 'apt-get install -y prosody lua-dbi-sqlite3 ejabberd erlang-p1-sqlite3';

const EJABBERDCTL = '/usr/sbin/ejabberdctl';
const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0;
const anyFile = (dir, test) => existsSync(dir) && readdirSync(dir).some(test);

/** What is missing to run each peer (Debian package names), or [] when it can run. */
export function missing() {
  const luaDbd = ['/usr/lib/x86_64-linux-gnu/lua', '/usr/lib/aarch64-linux-gnu/lua'].some((d) =>
    anyFile(d, (v) => existsSync(join(d, v, 'dbd/sqlite3.so'))),
  );
  return {
    prosody: [!has('prosody') && 'prosody', !luaDbd && 'lua-dbi-sqlite3'].filter(Boolean),
    ejabberd: [
      !existsSync(EJABBERDCTL) && 'ejabberd',
      !anyFile('/usr/lib/erlang/lib', (d) => d.startsWith('p1_sqlite3-')) && 'erlang-p1-sqlite3',
    ].filter(Boolean),
  };
}

function writeConfig(name, dir, values) {
  let text = readFileSync(join(repoRoot, 'bench/peers', name), 'utf8');
  for (const [key, value] of Object.entries(values)) text = text.replaceAll(`__${key}__`, value);
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

/** Resolves once `port` accepts a connection; bounded, and fails early if the child died. */
async function waitForPort(port, child, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited before listening:\n${child.output()}`);
    const open = await new Promise((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' }, () => resolve(socket.end() && true));
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await sleep(100);
  }
  throw new Error(`port ${port} not open after ${timeoutMs} ms:\n${child.output()}`);
}

async function started(name, child, port, database) {
  // A server that never listens is stopped before the error goes up: nothing left running.
  await waitForPort(port, child).catch(async (error) => {
    await stop(child);
    throw error;
  });
  return { name, port, pid: child.pid, database, stop: () => stop(child) };
}

export async function startProsody(dir) {
  const port = await freePort();
  const database = join(dir, 'prosody.db');
  const config = writeConfig('prosody.cfg.lua', dir, { PORT: port, DATA: dir, DATABASE: database });
  const child = spawnPinned('prosody', ['--config', config], { cwd: dir });
  return started('prosody', child, port, database);
}

export async function startEjabberd(dir) {
  const port = await freePort();
  const database = join(dir, 'ejabberd.db');
  const config = writeConfig('ejabberd.yml', dir, { PORT: port, DATABASE: database });
  // What `ejabberdctl foreground` runs, without its switch to the ejabberd user and without a
  // distributed node name (no epmd): ERL_LIBS as ejabberdctl sets it, its +K and +P defaults,
  // and one scheduler (and dirty CPU scheduler) for the one core it is pinned to: the VM counts
  // the machine's cores, not the pinned ones, and would run two schedulers on one core.
  const libs = /ERL_LIBS='([^']+)'/.exec(readFileSync(EJABBERDCTL, 'utf8'))?.[1];
  const child = spawnPinned(
    'erl',
    [
      ...['-noinput', '+K', 'true', '+P', '262144', '+S', '1:1', '+SDcpu', '1:1'],
      ...['-mnesia', 'dir', JSON.stringify(join(dir, 'spool')), '-s', 'ejabberd'],
    ],
    {
      cwd: dir,
      env: {
        ERL_LIBS: libs ?? '/usr/lib/x86_64-linux-gnu',
        EJABBERD_CONFIG_PATH: config,
        EJABBERD_LOG_PATH: join(dir, 'ejabberd.log'),
        ERL_CRASH_DUMP_BYTES: '0',
      },
    },
  );
  return started('ejabberd', child, port, database);
}

/** Waits (bounded) until the peer has created its accounts table in its new SQLite file. */
export async function schemaReady(server, timeoutMs = 30_000) {
  const table = server.name === 'prosody' ? 'prosody' : 'users';
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(server.database)) {
      const db = new SQLite(server.database, { readonly: true });
      const found = db.prepare('select 1 from sqlite_master where name = ?').get(table);
      db.close();
      if (found) return;
    }
    await sleep(200);
  }
  throw new Error(`${server.name}: no ${table} table in ${server.database} in time`);
}

/** Messages the server's SQLite file holds (the server stopped): every one sent should be there. */
export function archived(server) {
  const db = new SQLite(server.database, { readonly: true });
  const query = {
    hearth: 'select count(*) as n from messages',
    prosody: "select count(*) as n from prosodyarchive where store = 'muc_log'",
    ejabberd: 'select count(*) as n from archive',
  }[server.name];
  const { n } = db.prepare(query).get();
  db.close();
  return n;
}

/** The account of member `i` of family `f`: the same names on both peers. */
export const xmppUser = (f, i) => `f${f}m${i}`;

/** Writes every member's account straight into the peer's SQLite file (the server stopped). */
export function seedAccounts(server, familyCount, familySize) {
  const db = new SQLite(server.database);
  // The journal mode is the file's, kept by every connection: WAL as Hearth's, so all three
  // write-ahead and fsync every commit (synchronous stays at SQLite's default, FULL). The
  // peers' own default, a rollback journal (more syncs a commit), with BENCH_PEERS_JOURNAL=delete.
  db.pragma(`journal_mode = ${process.env.BENCH_PEERS_JOURNAL === 'delete' ? 'DELETE' : 'WAL'}`);
  const insert =
    server.name === 'prosody'
      ? db.prepare(
          "insert into prosody (host, user, store, key, type, value) values (?, ?, 'accounts', 'password', 'string', ?)",
        )
      : db.prepare('insert into users (username, password) values (?, ?)');
  db.transaction(() => {
    for (let f = 0; f < familyCount; f += 1) {
      for (let i = 0; i < familySize; i += 1) {
        const user = xmppUser(f, i);
        if (server.name === 'prosody') insert.run(XMPP_DOMAIN, user, PASSWORD);
        else insert.run(user, PASSWORD);
      }
    }
  })();
  db.close();
}
