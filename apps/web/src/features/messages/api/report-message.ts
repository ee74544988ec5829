import { useMutation } from '@tanstack/react-query';
import type { MessageReport } from '@hearth/shared';
import { api } from '@/lib/api-client';

export interface ReportInput {
  profileId: string;
  conversationId: string;
  messageId: string;
}

/** "Tell a grown-up": a child flags a message; its parent sees it on the dashboard at once. */
export function reportMessage({
  profileId,
  conversationId,
  messageId,
}: ReportInput): Promise<MessageReport> {
  return api.post<MessageReport>(
    `/api/v1/profiles/${encodeURIComponent(profileId)}/conversations/${encodeURIComponent(conversationId)}/messages/${encodeURIComponent(messageId)}/report`,
  );
}

export function useReportMessage() {
  return useMutation({ mutationFn: reportMessage });
}
