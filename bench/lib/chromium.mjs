// Debian's Chromium for the arms that drive a browser (10, 18).
import { chmodSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { hasTaskset } from './proc.mjs';

export const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';

/**
 * The arm process runs pinned to the load core, and a browser it starts would inherit that one
 * core: the page's main thread would then share it with Chromium's network and compositor
 * threads and with the arm itself. A phone has several cores; the browser gets every core here
 * (the server it talks to is pinned on its own). Returns the path to launch instead of CHROMIUM.
 */
export function unpinnedChromium(dir) {
  if (!hasTaskset) return CHROMIUM;
  const wrapper = join(dir, 'chromium-all-cores.sh');
  // cpus(), not availableParallelism(): the latter counts only the cores this pinned process may use.
  const cores = `0-${cpus().length - 1}`;
  writeFileSync(wrapper, `#!/bin/sh\nexec taskset -c ${cores} "${CHROMIUM}" "$@"\n`);
  chmodSync(wrapper, 0o755);
  return wrapper;
}
