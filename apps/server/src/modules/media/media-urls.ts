import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MediaConfig } from '../../config.js';
import type { Db } from '../../db/schema.js';
import { loadOrCreateSecret } from './media.repository.js';

/** Signed, expiring links to stored media: `<audio src>` cannot send an Authorization header. */
export interface MediaUrls {
  /** A link that plays for at least the configured lifetime. */
  urlFor(mediaId: string, nowMs?: number): string;
  /** The link for an exact expiry (seconds since the epoch). */
  signedUrl(mediaId: string, expiresAt: number): string;
  /** Seconds until the link's expiry when its signature is this server's and it has not passed. */
  secondsLeft(mediaId: string, exp: unknown, sig: unknown, nowMs?: number): number | null;
}

const HOUR = 3600;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
const EXPIRY = /^\d{1,12}$/;

/**
 * One secret for every instance: MEDIA_URL_SECRET when set, otherwise one made at the first
 * start and kept in the database. Expiries are rounded up to the hour so that a message fetched
 * twice within the hour has the same link, and the browser's cached copy still serves.
 */
export async function createMediaUrls(db: Db, config: MediaConfig): Promise<MediaUrls> {
  const key = config.urlSecret
    ? Buffer.from(config.urlSecret, 'utf8')
    : Buffer.from(
        await loadOrCreateSecret(db, 'media-url', () => randomBytes(32).toString('base64url')),
        'base64url',
      );
  const mac = (mediaId: string, expiresAt: number) =>
    createHmac('sha256', key).update(`${mediaId}.${expiresAt}`).digest();
  const signedUrl = (mediaId: string, expiresAt: number) =>
    `/api/v1/media/${mediaId}?exp=${expiresAt}&sig=${mac(mediaId, expiresAt).toString('base64url')}`;
  return {
    signedUrl,
    urlFor(mediaId, nowMs = Date.now()) {
      const expiresAt = Math.ceil((nowMs / 1000 + config.urlTtlSeconds) / HOUR) * HOUR;
      return signedUrl(mediaId, expiresAt);
    },
    secondsLeft(mediaId, exp, sig, nowMs = Date.now()) {
      if (typeof exp !== 'string' || typeof sig !== 'string') return null;
      if (!EXPIRY.test(exp) || !SIGNATURE.test(sig)) return null;
      const expected = mac(mediaId, Number(exp));
      if (!timingSafeEqual(expected, Buffer.from(sig, 'base64url'))) return null;
      const left = Number(exp) - Math.floor(nowMs / 1000);
      return left > 0 ? left : null;
    },
  };
}
