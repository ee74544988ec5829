import { spawn, type ChildProcess } from 'node:child_process';
import { freePort, waitForExit } from '../../apps/server/src/test/process.js';

export const TURNSERVER = process.env.TURNSERVER_PATH ?? '/usr/bin/turnserver';

export interface Coturn {
  port: number;
  secret: string;
  stop(): Promise<void>;
}

/**
 * coturn on loopback with the TURN REST secret (`use-auth-secret`), as the README sets it up
 * next to the app: the server hands out time-limited credentials, coturn checks them. Loopback
 * peers are allowed because both browsers of the test live on 127.0.0.1.
 */
export async function startCoturn(secret: string): Promise<Coturn> {
  const port = await freePort();
  // A wide range of its own: allocations of closed contexts live on for minutes.
  const relayFrom = 20_000 + Math.floor(Math.random() * 10_000);
  const child: ChildProcess = spawn(
    TURNSERVER,
    [
      '-n',
      '--listening-ip=127.0.0.1',
      '--relay-ip=127.0.0.1',
      `--listening-port=${port}`,
      `--min-port=${relayFrom}`,
      `--max-port=${relayFrom + 2000}`,
      '--use-auth-secret',
      `--static-auth-secret=${secret}`,
      '--realm=hearth.test',
      '--fingerprint',
      '--no-tls',
      '--no-dtls',
      '--no-cli',
      '--allow-loopback-peers',
      '--log-file=stdout',
      '--simple-log',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('coturn did not start within 10 s')), 10_000);
    child.once('exit', (code) => reject(new Error(`coturn exited with code ${code}`)));
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      // Its log names each listener as it opens; the UDP one is what the browsers use.
      if (/listener opened on|Total General servers/i.test(chunk)) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return {
    port,
    secret,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await waitForExit(child);
    },
  };
}
