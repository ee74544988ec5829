import { ApiError, errorMessageFrom } from '@/lib/api-client';
import { getSession } from '@/lib/session';
import { conversationPath } from './conversation-path';

/**
 * Downloads a read-aloud as an EPUB book (its pages play the reader's voice in an e-reader):
 * fetched with the session's token, then handed to the browser as a file named by its title.
 */
export async function saveStoryBook(input: {
  profileId: string;
  conversationId: string;
  messageId: string;
  title: string;
}): Promise<void> {
  const { token } = getSession();
  const path = `/messages/${encodeURIComponent(input.messageId)}/keepsake.epub`;
  const response = await fetch(conversationPath(input.profileId, input.conversationId, path), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(errorMessageFrom(body, response.statusText), response.status, body);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/epub+zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${input.title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'story'}.epub`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
