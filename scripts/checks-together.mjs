// Runs `npm test`'s first checks side by side (each is one process on one core, and this machine
// has more than one): lint, the catalogs, then the type-check followed by the build the browser
// tests need. Each one's output is printed whole when it ends; the first failure fails the run.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';

const groups = [
  ['npm run lint'],
  ['npm run i18n:check -w apps/web'],
  ['npm run typecheck', 'npm run build'],
];

function run(command) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`\n> ${command} (${seconds} s, exit ${code})\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

async function inOrder(commands) {
  for (const command of commands) {
    const code = await run(command);
    if (code !== 0) return code;
  }
  return 0;
}

const codes = await Promise.all(groups.map(inOrder));
process.exit(codes.find((code) => code !== 0) ?? 0);
