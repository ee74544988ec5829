import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url: for access tokens and invite tokens alike. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens are stored only as this hash. They are random and long, so a fast hash is enough:
 * a leaked table gives nothing usable, and lookups stay one indexed equality.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
