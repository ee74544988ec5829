// Arm 9: gzip size of the JavaScript the landing page loads before it can render: index.html's
// entry script and modulepreloads, plus every chunk they import statically (transitively).
// Dynamic import() chunks are not counted: the browser fetches them only when a route needs them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { runArm } from '../lib/arm-output.mjs';
import { repoRoot } from '../lib/hearth.mjs';
import { round } from '../lib/stats.mjs';
import { TARGETS } from '../lib/targets.mjs';

const dist = join(repoRoot, 'apps/web/dist');

/** Static `import ... from "./x.js"` and bare `import "./x.js"` in Vite's minified output. */
function staticImports(code) {
  const found = [];
  const re = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g;
  for (const match of code.matchAll(re)) found.push(match[1]);
  return found;
}

/** The landing route's own lazy chunk (named in the entry), reported beside the figure. */
function landingChunk(entryPath) {
  const name = /landing-[\w-]+\.js/.exec(readFileSync(join(dist, entryPath), 'utf8'))?.[0];
  if (!name || !existsSync(join(dist, 'assets', name))) return null;
  const gzip = gzipSync(readFileSync(join(dist, 'assets', name)), { level: 9 }).length;
  return { file: name, gzip_bytes: gzip };
}

runArm('arm 9', async () => {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const roots = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1].replace(/^\//, ''));
  const seen = new Set();
  const queue = [...roots];
  while (queue.length > 0) {
    const path = queue.shift();
    if (seen.has(path)) continue;
    seen.add(path);
    const code = readFileSync(join(dist, path), 'utf8');
    const dir = path.slice(0, path.lastIndexOf('/') + 1);
    for (const spec of staticImports(code)) queue.push(join(dir, spec).replace(/\\/g, '/'));
  }
  let gzipBytes = 0;
  const files = {};
  for (const path of seen) {
    const size = gzipSync(readFileSync(join(dist, path)), { level: 9 }).length;
    files[path] = size;
    gzipBytes += size;
  }
  return [
    {
      metric: 'arm9.landing_initial_js_gzip_kb',
      value: round(gzipBytes / 1024, 1),
      target: TARGETS.arm9Kb,
      op: '<=',
      unit: 'KB',
      detail: { files, landing_route_chunk: landingChunk(roots[0]) },
    },
  ];
});
