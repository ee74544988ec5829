import { useMutation } from '@tanstack/react-query';
import type { ChildSessionResponse } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { enterDeviceSession } from '@/lib/device-session';
import { rememberLinkedTablet } from '@/lib/linked-tablet';

export interface RedeemInput {
  code: string;
  device_name: string;
}

/**
 * Signs this device in as the profile named by the code (a child's, or a grandparent's tablet);
 * no grown-up's password is needed.
 */
export async function redeemLink(input: RedeemInput): Promise<ChildSessionResponse> {
  const session = await api.post<ChildSessionResponse>('/api/v1/device_links/redeem', input);
  // A grandparent's tablet, unlike a child's, is never to be shown a sign-in page.
  rememberLinkedTablet(session.profile.kind === 'assisted');
  await enterDeviceSession(session.access_token, session.profile);
  return session;
}

export function useRedeemLink() {
  return useMutation({ mutationFn: redeemLink });
}
