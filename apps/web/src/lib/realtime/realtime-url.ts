import { env } from '@/config/env';

/**
 * The socket's origin: the API base when one is configured (VITE_API_URL), else this page's
 * origin; https becomes wss so that a secure page never opens an insecure socket.
 */
export function realtimeUrl(apiUrl: string = env.apiUrl, location: Location = window.location) {
  const base = new URL(apiUrl || location.origin, location.href);
  const protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${base.host}${base.pathname.replace(/\/+$/, '')}`;
}
