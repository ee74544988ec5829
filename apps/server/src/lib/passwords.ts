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
