import { Button } from '@/components/ui/button';
import { useAnswerWaiting, useWaitingApprovals } from '@/lib/approvals';

/**
 * In a conversation where someone waits for a parent's yes: "Dan wants to talk with Lily",
 * answered right here. Each button names whom it is about for a screen reader.
 */
export function ApprovalBanner({ conversationId }: { conversationId: string }) {
  const waiting = useWaitingApprovals().filter((a) => a.conversation.id === conversationId);
  const answer = useAnswerWaiting();
  if (waiting.length === 0) return null;
  return (
    <section aria-label="Waiting for your yes" className="flex flex-col gap-2 bg-cream px-3 py-2">
      {waiting.map((approval) => {
        const who = `${approval.profile.nickname} for ${approval.child.nickname}`;
        return (
          <div
            key={approval.id}
            className="flex flex-wrap items-center gap-2 rounded-card border-2 border-kid bg-surface p-3"
          >
            <p className="grow font-semibold">
              {approval.profile.nickname} wants to talk with {approval.child.nickname}
            </p>
            <Button
              aria-label={`Approve ${who}`}
              disabled={answer.isPending}
              onClick={() => answer.mutate({ approval, answer: 'approve' })}
            >
              Approve
            </Button>
            <Button
              variant="secondary"
              aria-label={`Decline ${who}`}
              disabled={answer.isPending}
              onClick={() => answer.mutate({ approval, answer: 'decline' })}
            >
              Decline
            </Button>
          </div>
        );
      })}
      {answer.isError ? (
        <p role="alert" className="text-danger">
          That did not work. Please try again.
        </p>
      ) : null}
    </section>
  );
}
