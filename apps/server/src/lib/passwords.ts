import { hash, verify } from '@node-rs/argon2';

// OWASP password storage cheat sheet: argon2id, 19 MiB, 2 iterations, 1 lane.
// @node-rs/argon2 runs on the libuv pool, so hashing never blocks the event loop.
const OPTIONS = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, which isolated modules cannot read)
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | null = null;

/**
 * Verifies against a hash made once per process, so that an unknown email costs the same time as
 * a wrong password and the answer's timing does not tell which emails have accounts.
 */
export async function spendVerifyTime(password: string): Promise<void> {
  decoy ??= hashPassword('decoy password that is never anyone’s');
  await verifyPassword(await decoy, password);
}

/** The hash queue is full: the caller answers 429 rather than wait behind everyone. */
export class HashQueueFull extends Error {
  constructor() {
    super('password hash queue full');
    this.name = 'HashQueueFull';
  }
}

/**
 * At most `slots` argon2id hashes at a time (one per core: more only slow each other and the
 * sends), and at most `waiting` more queued. Past that bound a hash is refused at once, so a
 * login flood cannot make a real sign-in wait for seconds behind it.
 */
export class HashQueue {
  private running = 0;
  private readonly waiters: (() => void)[] = [];

  constructor(
    private readonly slots: number,
    private readonly waiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) {
      if (this.waiters.length >= this.waiting) throw new HashQueueFull();
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next waiter, or free it.
      const next = this.waiters.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
