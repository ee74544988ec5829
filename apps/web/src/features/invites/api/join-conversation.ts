import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type JoinResult } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { responseError, responseErrorEntry, statusOf } from '@/lib/errors';
import { sharedSentence } from '@/lib/i18n/shared-texts';
import { queryKeys } from '@/lib/query-keys';

export const JOIN_ATTEMPTS = 3;
export const JOIN_FAILED = msg`Failed to join conversation after multiple attempts`;

/** 1 s before the second attempt, doubled each time, capped at 8 s (section 9). */
export function joinRetryDelay(failedAttempts: number): number {
  return Math.min(1000 * 2 ** (failedAttempts - 1), 8000);
}

/**
 * Answers that another attempt cannot change, with their sentences from section 8 (the shared
 * contract's), in the active language.
 */
export function finalJoinMessage(error: unknown): string | null {
  switch (statusOf(error)) {
    case 410:
      // Gone either way; a link whose uses are all taken says so rather than "expired". Told
      // apart by the sentence's stable code, whatever the language the sentence is shown in.
      return responseErrorEntry(error)?.code === 'messages.inviteUsedUp'
        ? sharedSentence(MESSAGES.inviteUsedUp, 'messages.inviteUsedUp')
        : sharedSentence(MESSAGES.inviteExpired, 'messages.inviteExpired');
    case 404:
      return sharedSentence(MESSAGES.inviteInvalid, 'messages.inviteInvalid');
    case 422:
      return sharedSentence(MESSAGES.alreadyParticipant, 'messages.alreadyParticipant');
    case 403:
      return (
        responseError(error) ??
        sharedSentence(MESSAGES.profileNotAccessible, 'messages.profileNotAccessible')
      );
    default:
      return null;
  }
}

export class JoinError extends Error {}

export interface JoinInput {
  token: string;
  profileId: string;
  /** The participants the invite preview showed: only they are approved for a child. */
  approvedIds?: string[];
}

export function joinConversation(input: JoinInput): Promise<JoinResult> {
  return api.post<JoinResult>('/api/v1/conversations/join-via-invite', {
    token: input.token,
    profile_id: input.profileId,
    ...(input.approvedIds ? { approved_profile_ids: input.approvedIds } : {}),
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Tries up to three times; a final status stops at once. Rejects with a JoinError to show. */
export async function joinWithRetry(
  attempt: () => Promise<JoinResult>,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<JoinResult> {
  let lastError: unknown;
  for (let tried = 1; tried <= JOIN_ATTEMPTS; tried++) {
    try {
      return await attempt();
    } catch (error) {
      const final = finalJoinMessage(error);
      if (final) throw new JoinError(final);
      lastError = error;
      if (tried < JOIN_ATTEMPTS) await wait(joinRetryDelay(tried));
    }
  }
  const message =
    responseError(lastError) ||
    (lastError instanceof Error && lastError.message ? lastError.message : '') ||
    i18n._(JOIN_FAILED);
  throw new JoinError(message);
}

export function useJoinConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JoinInput) => joinWithRetry(() => joinConversation(input)),
    onSuccess: async (_result, input) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.conversations(input.profileId) });
    },
  });
}
