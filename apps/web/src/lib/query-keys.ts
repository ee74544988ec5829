/**
 * Query keys live here rather than in each feature, so that one feature can refresh another's
 * data (joining refreshes the conversation list) without importing it.
 */
export const queryKeys = {
  profiles: ['profiles'] as const,
  conversations: (profileId: string) => ['conversations', profileId] as const,
  conversation: (profileId: string, conversationId: string) =>
    ['conversation', profileId, conversationId] as const,
  badges: (profileId: string) => ['badges', profileId] as const,
  stories: ['stories'] as const,
};
