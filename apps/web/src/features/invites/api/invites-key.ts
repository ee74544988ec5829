export const invitesKey = (profileId: string, conversationId: string) =>
  ['invites', profileId, conversationId] as const;

export const invitesPath = (profileId: string, conversationId: string) =>
  `/api/v1/profiles/${encodeURIComponent(profileId)}/conversations/${encodeURIComponent(conversationId)}/invites`;
