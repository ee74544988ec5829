/**
 * Query keys live here rather than in each feature, so that one feature can refresh another's
 * data (joining refreshes the conversation list) without importing it.
 */
export const queryKeys = {
  profiles: ['profiles'] as const,
  conversations: (profileId: string) => ['conversations', profileId] as const,
  conversation: (profileId: string, conversationId: string) =>
    ['conversation', profileId, conversationId] as const,
  /** The server's unread total over all of a profile's conversations, with the list it came with. */
  unreadTotal: (profileId: string) => ['unread-total', profileId] as const,
  badges: (profileId: string) => ['badges', profileId] as const,
  /** A profile's own settings (easy mode, the frame), changed live by the family. */
  profileSettings: (profileId: string) => ['profile-settings', profileId] as const,
  stories: ['stories'] as const,
  /** A profile's family album, whole or one conversation's. */
  album: (profileId: string, conversationId: string | undefined) =>
    ['album', profileId, conversationId ?? ''] as const,
  /** The frame's slideshow: the album's newest photos. */
  framePhotos: (profileId: string) => ['frame-photos', profileId] as const,
};
