// `npm start` (and `npm run backup`) on a fresh clone builds first; later starts skip the build when nothing changed.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';

const outputs = [
  'packages/shared/dist/index.js',
  'apps/server/dist/server.js',
  'apps/server/dist/backup.js',
  'apps/web/dist/index.html',
];
const sources = ['packages/shared/src', 'apps/server/src', 'apps/web/src', 'apps/web/index.html'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const builtAt = Math.min(...outputs.map((path) => (existsSync(path) ? statSync(path).mtimeMs : 0)));
const changedAt = Math.max(...sources.map(newest));
if (builtAt === 0 || changedAt > builtAt) {
  console.log('Building Hearth (shared, server, web)...');
  execSync('npm run build', { stdio: 'inherit' });
  // tsc -b leaves an output untouched when its content did not change (a test file edited, or a
  // new module), which left it older than the sources and rebuilt on every start.
  const now = new Date();
  for (const path of outputs) utimesSync(path, now, now);
}
