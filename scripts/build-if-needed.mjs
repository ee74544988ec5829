// `npm start` on a fresh clone builds first; later starts skip the build when nothing changed.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const outputs = [
  'packages/shared/dist/index.js',
  'apps/server/dist/server.js',
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
}
