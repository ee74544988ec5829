import { api } from '@/lib/api-client';

/** The people whose calls this profile answers by itself (a grandparent's tablet). */
export interface AutoAnswer {
  profile_ids: string[];
}

const path = (profileId: string) => `/api/v1/profiles/${encodeURIComponent(profileId)}/auto_answer`;

export async function getAutoAnswer(profileId: string): Promise<AutoAnswer> {
  const body = await api.get<{ auto_answer: AutoAnswer }>(path(profileId));
  return body.auto_answer;
}

export async function setAutoAnswer(profileId: string, value: AutoAnswer): Promise<AutoAnswer> {
  const body = await api.put<{ auto_answer: AutoAnswer }>(path(profileId), { auto_answer: value });
  return body.auto_answer;
}
