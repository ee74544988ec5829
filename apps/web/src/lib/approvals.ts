import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalsResponse, Profile } from '@hearth/shared';
import { api } from './api-client';
import { useKidMode } from './kid-mode';
import { profilesQuery } from './profiles-query';
import { isAuthenticated, useSession } from './session';

/**
 * Someone waiting for a parent's yes before a child hears them, wherever the parent looks: the
 * profile menu, the conversation list and the conversation itself. The same cache as the
 * Children page (['approvals', childId]), which the realtime events `approval.requested` and
 * `approvals.changed` refresh.
 */
export interface WaitingApproval {
  id: string;
  child: Profile;
  profile: Profile;
  conversation: { id: string; title: string };
}

export function useWaitingApprovals(): WaitingApproval[] {
  const session = useSession();
  const kidMode = useKidMode();
  // Only a grown-up's session answers approvals; a child session may not even ask.
  const grownUp = isAuthenticated(session) && kidMode === null;
  const profiles = useQuery({ ...profilesQuery, enabled: grownUp });
  const children = grownUp ? (profiles.data ?? []).filter((p) => p.kind === 'child') : [];
  const answers = useQueries({
    queries: children.map((child) => ({
      queryKey: ['approvals', child.id],
      queryFn: () => api.get<ApprovalsResponse>(`/api/v1/profiles/${child.id}/approvals`),
    })),
  });
  return children.flatMap((child, index) =>
    (answers[index]?.data?.pending ?? []).map((pending) => ({
      id: pending.id,
      child,
      profile: pending.profile,
      conversation: pending.conversation,
    })),
  );
}

export function useAnswerWaiting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      approval,
      answer,
    }: {
      approval: WaitingApproval;
      answer: 'approve' | 'decline';
    }) =>
      api.post<void>(`/api/v1/profiles/${approval.child.id}/approvals/${approval.id}/${answer}`),
    onSettled: (_data, _error, { approval }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['approvals', approval.child.id] }),
        client.invalidateQueries({ queryKey: ['conversations'] }),
      ]),
  });
}
