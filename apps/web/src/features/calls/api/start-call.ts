import type { Call, CallResponse } from '@hearth/shared';
import { api, ApiError } from '@/lib/api-client';
import { callPath } from './call-path';

/** Starts a call; a call already live in the conversation (409) is joined instead. */
export async function startCall(input: {
  profileId: string;
  conversationId: string;
  video: boolean;
}): Promise<CallResponse> {
  const { profileId, conversationId, video } = input;
  try {
    return await api.post<CallResponse>(callPath(profileId, conversationId), { call: { video } });
  } catch (error) {
    const live = liveCallOf(error);
    if (!live) throw error;
    return api.post<CallResponse>(
      callPath(profileId, conversationId, `/${encodeURIComponent(live.id)}/join`),
    );
  }
}

function liveCallOf(error: unknown): Call | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as { call?: Call } | undefined;
  return body?.call ?? null;
}
