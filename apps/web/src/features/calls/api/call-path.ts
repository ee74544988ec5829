/** `/api/v1/profiles/{p}/conversations/{c}/calls` and what follows it. */
export function callPath(profileId: string, conversationId: string, rest = ''): string {
  const p = encodeURIComponent(profileId);
  const c = encodeURIComponent(conversationId);
  return `/api/v1/profiles/${p}/conversations/${c}/calls${rest}`;
}

export interface CallIds {
  profileId: string;
  conversationId: string;
  callId: string;
}

export const oneCall = (ids: CallIds, action: string): string =>
  callPath(ids.profileId, ids.conversationId, `/${encodeURIComponent(ids.callId)}/${action}`);
