import type { Message } from '@hearth/shared';
import { api } from '@/lib/api-client';
import type { StoryDraft } from '@/lib/story-draft';
import { uploadMedia } from './upload-media';

/**
 * Uploads each recorded page (each upload idempotent by its client id), then sends the
 * read-aloud as one message. The draft's id makes the send itself safe to repeat.
 */
export async function sendStory(input: {
  profileId: string;
  conversationId: string;
  draft: StoryDraft;
}): Promise<Message> {
  const { profileId, conversationId, draft } = input;
  const pages = [];
  for (const [number, page] of Object.entries(draft.pages)) {
    const audio = new Blob([page.bytes], { type: page.type });
    const media = await uploadMedia({
      profileId,
      conversationId,
      file: audio,
      clientId: page.client_id,
    });
    pages.push({ page_number: Number(number) + 1, audio_id: media.id });
  }
  return api.post<Message>(
    `/api/v1/profiles/${encodeURIComponent(profileId)}/conversations/${encodeURIComponent(conversationId)}/messages`,
    { message: { client_id: draft.client_id, story: { story_id: draft.story_id, pages } } },
  );
}
