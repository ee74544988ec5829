import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { approvalsKey } from './get-approvals';

export interface Answer {
  childId: string;
  requestId: string;
  answer: 'approve' | 'decline';
}

/** Yes lets the person talk with the child; no takes the child out of that conversation. */
export function answerApproval({ childId, requestId, answer }: Answer): Promise<void> {
  return api.post<void>(`/api/v1/profiles/${childId}/approvals/${requestId}/${answer}`);
}

export function useAnswerApproval() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerApproval,
    onSettled: (_data, _error, { childId }) =>
      client.invalidateQueries({ queryKey: approvalsKey(childId) }),
  });
}
