import type { Call, ConversationDetail } from '@hearth/shared';
import { api } from '@/lib/api-client';

/**
 * The conversation's live call as this profile sees it, or null: a call event on the account's
 * socket may belong to another of its profiles, and only a member is answered.
 */
export async function getLiveCall(profileId: string, conversationId: string) {
  const p = encodeURIComponent(profileId);
  const c = encodeURIComponent(conversationId);
  try {
    const detail = await api.get<ConversationDetail>(`/api/v1/profiles/${p}/conversations/${c}`, {
      params: { limit: 1 },
    });
    return { call: detail.active_call ?? null, title: detail.title };
  } catch {
    return { call: null as Call | null, title: '' };
  }
}
