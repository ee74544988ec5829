/** `/api/v1/profiles/{profileId}/conversations/{conversationId}` and what follows it. */
export function conversationPath(profileId: string, conversationId: string, rest = ''): string {
  return `/api/v1/profiles/${encodeURIComponent(profileId)}/conversations/${encodeURIComponent(conversationId)}${rest}`;
}
