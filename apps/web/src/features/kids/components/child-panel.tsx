import type { Profile } from '@hearth/shared';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { DeviceLinkCode } from '@/components/ui/device-link-code';
import { useCreateDeviceLink } from '@/lib/device-links';
import { firstError } from '@/lib/errors';
import { useAnswerApproval } from '../api/answer-approval';
import { useApprovals } from '../api/get-approvals';
import { useRevokeContact } from '../api/revoke-contact';

export const LINK_NOT_MADE = msg`No code could be made. Please try again.`;

/**
 * One child on the dashboard: who waits for a yes, who is approved (and can be un-approved), a
 * device link, then the sections given.
 */
export function ChildPanel({ child, children }: { child: Profile; children?: ReactNode }) {
  const { i18n } = useLingui();
  const approvals = useApprovals(child.id);
  const revoke = useRevokeContact();
  const answer = useAnswerApproval();
  const link = useCreateDeviceLink();
  const pending = approvals.data?.pending ?? [];
  const approved = approvals.data?.approved ?? [];
  const childName = child.nickname;

  return (
    <section
      aria-labelledby={`child-${child.id}`}
      className="flex flex-col gap-4 rounded-card bg-surface p-6 shadow-sm"
    >
      <h2 id={`child-${child.id}`} dir="auto" className="text-2xl font-bold">
        {childName}
      </h2>
      <div>
        <h3 className="text-xl font-semibold">
          <Trans>Waiting for your yes</Trans>
        </h3>
        {pending.length === 0 ? (
          <p className="text-muted">
            <Trans>Nobody is waiting.</Trans>
          </p>
        ) : null}
        <ul className="flex flex-col gap-3">
          {pending.map((request) => {
            const nickname = request.profile.nickname;
            const title = request.conversation.title;
            return (
              <li key={request.id} className="flex flex-wrap items-center gap-3">
                <span>
                  <Trans>
                    {nickname} joined {title}
                  </Trans>
                </span>
                <Button
                  size="compact"
                  onClick={() =>
                    answer.mutate({ childId: child.id, requestId: request.id, answer: 'approve' })
                  }
                >
                  <Trans>Approve {nickname}</Trans>
                </Button>
                <Button
                  size="compact"
                  variant="secondary"
                  onClick={() =>
                    answer.mutate({ childId: child.id, requestId: request.id, answer: 'decline' })
                  }
                >
                  <Trans>Take {childName} out</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      </div>
      <div>
        <h3 className="text-xl font-semibold">
          <Trans>Approved contacts</Trans>
        </h3>
        {approved.length === 0 ? (
          <p>
            <Trans>Only family so far.</Trans>
          </p>
        ) : null}
        <ul className="flex flex-col gap-3">
          {approved.map(({ id, nickname }) => (
            <li key={id} className="flex flex-wrap items-center gap-3">
              <span dir="auto">{nickname}</span>
              <Button
                size="compact"
                variant="secondary"
                disabled={revoke.isPending}
                onClick={() => revoke.mutate({ childId: child.id, profileId: id })}
              >
                <Trans>Remove approval for {nickname}</Trans>
              </Button>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-2">
        <Button variant="secondary" onClick={() => link.mutate(child.id)}>
          <Trans>Link a device for {childName}</Trans>
        </Button>
        {/* Say why no code came, such as too many already waiting. */}
        <FormError messages={link.error ? firstError(link.error, i18n._(LINK_NOT_MADE)) : null} />
        {link.data ? <DeviceLinkCode nickname={childName} code={link.data.code} /> : null}
      </div>
      {children}
    </section>
  );
}
