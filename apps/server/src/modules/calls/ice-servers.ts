import { createHmac } from 'node:crypto';
import type { IceServer } from '@hearth/shared';
import type { CallsConfig } from '../../config.js';

/**
 * The ICE servers one participant is handed: STUN as configured, TURN with credentials by the
 * TURN REST convention coturn implements (`use-auth-secret`): the username is the expiry (unix
 * seconds) and the profile, the password base64(HMAC-SHA1(secret, username)). coturn checks
 * both and refuses them once expired, so no permanent password ever leaves the server.
 */
export function iceServersFor(config: CallsConfig, profileId: string, now = Date.now()) {
  const stun = config.iceServers.filter((url) => url.startsWith('stun'));
  const turn = config.iceServers.filter((url) => url.startsWith('turn'));
  const servers: IceServer[] = stun.length > 0 ? [{ urls: stun }] : [];
  if (turn.length > 0 && config.turnSecret) {
    const expiry = Math.floor(now / 1000) + config.turnTtlSeconds;
    const username = `${expiry}:${profileId}`;
    servers.push({ urls: turn, username, credential: turnPassword(config.turnSecret, username) });
  }
  return servers;
}

export const turnPassword = (secret: string, username: string): string =>
  createHmac('sha1', secret).update(username).digest('base64');
