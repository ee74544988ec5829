import { randomFillSync } from 'node:crypto';

let lastMs = 0;
let sequence = 0;

// Random bytes are drawn from the CSPRNG a few kilobytes at a time, as Node's own randomUUID
// does: a call per id is a cost every send would pay.
const POOL_SIZE = 16 * 256;
const pool = Buffer.alloc(POOL_SIZE);
let poolOffset = POOL_SIZE;

function random16(): Buffer {
  if (poolOffset + 16 > POOL_SIZE) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const bytes = Buffer.from(pool.subarray(poolOffset, poolOffset + 16));
  // Each byte is handed out once.
  poolOffset += 16;
  return bytes;
}

/**
 * UUIDv7: time-ordered, so ordering by id orders by creation and pages can use an id as cursor.
 * Within one millisecond a 12-bit counter keeps ids of this process strictly increasing.
 */
export function newId(): string {
  let ms = Date.now();
  if (ms <= lastMs) {
    ms = lastMs;
    sequence += 1;
    if (sequence > 0xfff) {
      ms += 1;
      sequence = 0;
    }
  } else {
    sequence = 0;
  }
  lastMs = ms;
  const b = random16();
  b.writeUIntBE(ms, 0, 6);
  b[6] = 0x70 | (sequence >> 8);
  b[7] = sequence & 0xff;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = b.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let isoMs = Number.NaN;
let iso = '';

/** The time now as ISO 8601, kept for the millisecond: a busy server asks for it several times. */
export function nowIso(): string {
  const ms = Date.now();
  if (ms !== isoMs) {
    iso = new Date(ms).toISOString();
    isoMs = ms;
  }
  return iso;
}

export function isoAfter(ms: number): string {
  return new Date(Date.now() + ms).toISOString();
}

const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True when the text has the shape of one of our ids. Lookups answer "not found" for anything
 * else without asking the database (PostgreSQL refuses text holding U+0000 with an error).
 */
export function isId(value: string): boolean {
  return ID_PATTERN.test(value);
}
