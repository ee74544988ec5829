import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, Agent, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { PushPayload } from '@hearth/shared';
import { loadVapidKeys } from '../modules/push/push-sender.js';
import { PushWorker } from '../modules/push/push-worker.js';

const cert = readFileSync(new URL('./fixtures/push-service.crt', import.meta.url));
const key = readFileSync(new URL('./fixtures/push-service.key', import.meta.url));

/** The agent the server sends with: it trusts this test push service's certificate only. */
export const pushAgent = () => new Agent({ ca: cert });

/** A browser's side of a subscription: its key pair and auth secret. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
}

export interface ReceivedPush {
  endpoint: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A push service on 127.0.0.1: it records every push it receives and answers 201, or the
 * status set for an endpoint (410 for one the browser has unsubscribed).
 */
export class TestPushService {
  readonly received: ReceivedPush[] = [];
  private readonly statuses = new Map<string, { status: number; location?: string }>();
  private origin = '';

  private constructor(private readonly server: Server) {}

  static async start(): Promise<TestPushService> {
    const server: Server = createServer({ key, cert }, (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const endpoint = `${service.origin}${request.url ?? ''}`;
        service.received.push({ endpoint, headers: request.headers, body: Buffer.concat(chunks) });
        const answer = service.statuses.get(endpoint);
        response.statusCode = answer?.status ?? 201;
        if (answer?.location) response.setHeader('location', answer.location);
        response.end();
      });
    });
    const service = new TestPushService(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    service.origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return service;
  }

  /** A new subscription, as PushManager.subscribe would make it. */
  subscription(): TestSubscription {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return {
      endpoint: `${this.origin}/push/${randomBytes(8).toString('hex')}`,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
      ecdh,
    };
  }

  /** The status this endpoint answers from now on; with `location`, a redirect there. */
  answer(endpoint: string, status: number, location?: string): void {
    this.statuses.set(endpoint, { status, location });
  }

  to(subscription: TestSubscription): ReceivedPush[] {
    return this.received.filter((push) => push.endpoint === subscription.endpoint);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * RFC 8291 decryption as a browser does it: the header of the aes128gcm body (RFC 8188) names
 * the salt and the sender's key; ECDH with the subscription's private key and HKDF with its
 * auth secret give the content key and nonce.
 */
export function decrypt(subscription: TestSubscription, body: Buffer): PushPayload {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const receiverKey = subscription.ecdh.getPublicKey();
  const secret = subscription.ecdh.computeSecret(senderKey);
  const auth = Buffer.from(subscription.keys.auth, 'base64url');
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then any padding zeros.
  let end = padded.length - 1;
  while (padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm body');
  return JSON.parse(padded.subarray(0, end).toString('utf8')) as PushPayload;
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/** The VAPID JWT of `Authorization: vapid t=…, k=…`, its ES256 signature checked against k. */
export function verifyVapid(authorization: string): { claims: VapidClaims; publicKey: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, jwt = '', k = ''] = match;
  const [header = '', claims = '', signature = ''] = jwt.split('.');
  const raw = Buffer.from(k, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID signature does not verify');
  const alg = (JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string }).alg;
  if (alg !== 'ES256') throw new Error(`VAPID JWT signed with ${alg}`);
  return {
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as VapidClaims,
    publicKey: k,
  };
}

/**
 * A push worker that runs only when a test wakes it, in place of the app's own (stopped here,
 * as a crashed one would be): what it reads of the log is decided by the test, not by a timer.
 * It has no timer to stop; close it before the app all the same.
 */
export async function heldWorker(app: FastifyInstance, own: PushWorker): Promise<PushWorker> {
  await own.close();
  const keys = await loadVapidKeys(app.ctx.db);
  return new PushWorker(app.ctx.db, {
    subject: 'mailto:push-test@example.org',
    keys,
    agent: pushAgent(),
    log: app.log,
  });
}
