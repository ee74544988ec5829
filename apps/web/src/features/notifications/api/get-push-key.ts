import type { PushKeyResponse } from '@hearth/shared';
import { api } from '@/lib/api-client';

/** The server's VAPID public key, which the browser subscribes with. */
export function getPushKey(): Promise<PushKeyResponse> {
  return api.get<PushKeyResponse>('/api/v1/push/key');
}
