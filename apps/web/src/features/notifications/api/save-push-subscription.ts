import type { PushSubscriptionRequest } from '@hearth/shared';
import { api } from '@/lib/api-client';

/** Ties this browser's push address to this session and the profile in use here. */
export function savePushSubscription(profileId: string, subscription: PushSubscription) {
  const json = subscription.toJSON() as PushSubscriptionRequest['subscription'];
  return api.post<{ id: string }>('/api/v1/push/subscriptions', {
    profile_id: profileId,
    subscription: json,
  });
}
