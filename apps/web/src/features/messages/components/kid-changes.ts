import type { Message } from '@hearth/shared';

/**
 * The one message a child may change in kid mode, as the server's access policy has it: its own
 * last message here, the newest it sent that is not deleted. The pages run oldest to newest and
 * the newest page is always loaded, so the last match among them is the newest one. While one of
 * its messages waits in the outbox there is none: once sent, that one will be the last.
 */
export function childsLastMessageId(
  messages: readonly Message[],
  profileId: string,
  waiting: number,
): string | undefined {
  if (waiting > 0) return undefined;
  return messages.findLast((m) => m.profile.id === profileId && !m.deleted)?.id;
}
