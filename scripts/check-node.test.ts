import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./check-node.mjs', import.meta.url));

// Runs the script as `npm start` does, in a Node that reports `version` (a preload rewrites
// process.versions before the script reads it), or as it is when `version` is undefined.
function run(version?: string) {
  const preload = version
    ? [
        '--import',
        `data:text/javascript,${encodeURIComponent(
          `Object.defineProperty(process.versions, 'node', { value: ${JSON.stringify(version)} });`,
        )}`,
      ]
    : [];
  const result = spawnSync(process.execPath, [...preload, script], { encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('scripts/check-node.mjs', () => {
  it('lets this Node (the one the suite runs on) through, silently', () => {
    expect(run()).toEqual({ status: 0, stdout: '', stderr: '' });
  });

  it.each(['24.0.0', '24.21.0', '25.1.0', '30.0.0'])('lets Node %s through', (version) => {
    expect(run(version)).toEqual({ status: 0, stdout: '', stderr: '' });
  });

  it.each(['20.19.0', '22.21.1', '23.11.0', '18.20.8', '4.9.1'])(
    'stops Node %s at once, saying which Node Hearth needs',
    (version) => {
      const { status, stdout, stderr } = run(version);
      expect(status).toBe(1);
      expect(stdout).toBe('');
      expect(stderr).toMatch(
        new RegExp(
          `^Hearth needs Node\\.js 24 or newer; this is v${version.replace(/\./g, '\\.')}\\.\\n`,
        ),
      );
      // and how to get it
      expect(stderr).toContain('Install Node.js 24 LTS');
      expect(stderr).toContain('. .ci/use-node24');
    },
  );
});

describe('package.json', () => {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    engines: { node: string };
    scripts: Record<string, string>;
  };

  it.each(['prestart', 'prebackup', 'test'])('runs the check first in `%s`', (name) => {
    expect(pkg.scripts[name]).toMatch(/^node scripts\/check-node\.mjs && /);
  });

  it('asks for the same Node in engines', () => {
    expect(pkg.engines.node).toBe('>=24');
  });
});
