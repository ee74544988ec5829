import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MediaConfig } from '../../config.js';
import type { Db } from '../../db/schema.js';
import { isId } from '../../lib/ids.js';
import { loadOrCreateSecret } from '../../db/server-secrets.js';

/** What a genuine link says: who it was handed to, and how long it has left. */
export type LinkCheck =
  | { kind: 'valid'; holderId: string; secondsLeft: number }
  /** Signed here, for this holder, but past its expiry. */
  | { kind: 'expired' }
  /** Not signed here, or altered since: another holder, media or expiry, or a part missing. */
  | { kind: 'forged' };

/**
 * Signed, expiring links to stored media: `<audio src>` cannot send an Authorization header.
 * Each link names its holder (the profile it was handed to), so that it plays only while that
 * profile still takes part in the media's conversation.
 */
export interface MediaUrls {
  /** A link for `holderId` that plays for at least the configured lifetime. */
  urlFor(mediaId: string, holderId: string, nowMs?: number): string;
  /** The link for an exact expiry (seconds since the epoch). */
  signedUrl(mediaId: string, holderId: string, expiresAt: number): string;
  /** What the link's query (`holder`, `exp`, `sig`) says about it. */
  check(mediaId: string, query: Record<string, unknown>, nowMs?: number): LinkCheck;
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
  // Its own prefix: no link signed before links named their holder verifies as one that does.
  const mac = (mediaId: string, holderId: string, expiresAt: number) =>
    createHmac('sha256', key).update(`held.${mediaId}.${holderId}.${expiresAt}`).digest();
  const signedUrl = (mediaId: string, holderId: string, expiresAt: number) => {
    const sig = mac(mediaId, holderId, expiresAt).toString('base64url');
    return `/api/v1/media/${mediaId}?holder=${holderId}&exp=${expiresAt}&sig=${sig}`;
  };
  return {
    signedUrl,
    urlFor(mediaId, holderId, nowMs = Date.now()) {
      const expiresAt = Math.ceil((nowMs / 1000 + config.urlTtlSeconds) / HOUR) * HOUR;
      return signedUrl(mediaId, holderId, expiresAt);
    },
    check(mediaId, { holder, exp, sig }, nowMs = Date.now()) {
      if (typeof holder !== 'string' || typeof exp !== 'string' || typeof sig !== 'string') {
        return { kind: 'forged' };
      }
      if (!isId(holder) || !EXPIRY.test(exp) || !SIGNATURE.test(sig)) return { kind: 'forged' };
      const expected = mac(mediaId, holder, Number(exp));
      if (!timingSafeEqual(expected, Buffer.from(sig, 'base64url'))) return { kind: 'forged' };
      const left = Number(exp) - Math.floor(nowMs / 1000);
      return left > 0
        ? { kind: 'valid', holderId: holder, secondsLeft: left }
        : { kind: 'expired' };
    },
  };
}
