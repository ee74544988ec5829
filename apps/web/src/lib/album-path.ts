/** The family album's address, whole or filtered to one conversation (its header links there). */
export function albumPath(profileId: string, conversationId?: string): string {
  const path = `/profiles/${encodeURIComponent(profileId)}/album`;
  return conversationId ? `${path}?conversation=${encodeURIComponent(conversationId)}` : path;
}
