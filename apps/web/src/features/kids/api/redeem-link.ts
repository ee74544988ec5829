import { useMutation } from '@tanstack/react-query';
import type { ChildSessionResponse } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { enterKidMode } from '@/lib/kid-mode';

export interface RedeemInput {
  code: string;
  device_name: string;
}

/** Signs this device in as the child named by the code; no grown-up's password is needed. */
export async function redeemLink(input: RedeemInput): Promise<ChildSessionResponse> {
  const session = await api.post<ChildSessionResponse>('/api/v1/device_links/redeem', input);
  await enterKidMode(session.access_token, session.profile);
  return session;
}

export function useRedeemLink() {
  return useMutation({ mutationFn: redeemLink });
}
