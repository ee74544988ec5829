import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { useAnswerWaiting, useWaitingApprovals } from '@/lib/approvals';

/**
 * In a conversation where someone waits for a parent's yes: "Dan wants to talk with Lily",
 * answered right here. Each button names whom it is about for a screen reader.
 */
export function ApprovalBanner({ conversationId }: { conversationId: string }) {
  const { t } = useLingui();
  const waiting = useWaitingApprovals().filter((a) => a.conversation.id === conversationId);
  const answer = useAnswerWaiting();
  if (waiting.length === 0) return null;
  return (
    <section
      aria-label={t`Waiting for your yes`}
      className="flex flex-col gap-2 bg-cream px-3 py-2"
    >
      {waiting.map((approval) => {
        const asker = approval.profile.nickname;
        const child = approval.child.nickname;
        return (
          <div
            key={approval.id}
            className="flex flex-wrap items-center gap-2 rounded-card border-2 border-kid bg-surface p-3"
          >
            <p className="grow font-semibold">
              <Trans>
                {asker} wants to talk with {child}
              </Trans>
            </p>
            <Button
              aria-label={t`Approve ${asker} for ${child}`}
              disabled={answer.isPending}
              onClick={() => answer.mutate({ approval, answer: 'approve' })}
            >
              <Trans>Approve</Trans>
            </Button>
            <Button
              variant="secondary"
              aria-label={t`Decline ${asker} for ${child}`}
              disabled={answer.isPending}
              onClick={() => answer.mutate({ approval, answer: 'decline' })}
            >
              <Trans>Decline</Trans>
            </Button>
          </div>
        );
      })}
      {answer.isError ? (
        <p role="alert" className="text-danger">
          <Trans>That did not work. Please try again.</Trans>
        </p>
      ) : null}
    </section>
  );
}
