// Preloaded (NODE_OPTIONS=--import) into every Node process of the run on the current LTS: the
// Vitest workers and the servers they spawn. node_modules/better-sqlite3 is built for the Node
// the project installs with; its native module cannot load into another ABI. This resolves that
// package, by name or by path, to a copy built for this Node (HEARTH_LTS_BETTER_SQLITE3), and
// leaves node_modules as it is for the run that follows.
import { registerHooks } from 'node:module';
import { isAbsolute, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const copy = process.env.HEARTH_LTS_BETTER_SQLITE3;
if (!copy || !isAbsolute(copy)) {
  throw new Error('HEARTH_LTS_BETTER_SQLITE3 must be the absolute path of the rebuilt package');
}
// Absolute, whatever directory a process starts in.
const root = join(import.meta.dirname, '..');
const original = `${pathToFileURL(join(root, 'node_modules/better-sqlite3')).href}/`;
const replacement = `${pathToFileURL(copy).href}/`;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    if (!resolved.url.startsWith(original)) return resolved;
    return { ...resolved, url: replacement + resolved.url.slice(original.length) };
  },
});
