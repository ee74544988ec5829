import type { Profile } from '@hearth/shared';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { firstError } from '@/lib/errors';
import { DeviceLinkCode } from './device-link-code';
import { useAnswerApproval } from '../api/answer-approval';
import { useCreateDeviceLink } from '../api/create-device-link';
import { useApprovals } from '../api/get-approvals';
import { useRevokeContact } from '../api/revoke-contact';

export const LINK_NOT_MADE = 'No code could be made. Please try again.';

/**
 * One child on the dashboard: who waits for a yes, who is approved (and can be un-approved), a
 * device link, then the sections given.
 */
export function ChildPanel({ child, children }: { child: Profile; children?: ReactNode }) {
  const approvals = useApprovals(child.id);
  const revoke = useRevokeContact();
  const answer = useAnswerApproval();
  const link = useCreateDeviceLink();
  const pending = approvals.data?.pending ?? [];
  const approved = approvals.data?.approved ?? [];

  return (
    <section
      aria-labelledby={`child-${child.id}`}
      className="flex flex-col gap-4 rounded-card bg-surface p-6 shadow-sm"
    >
      <h2 id={`child-${child.id}`} className="text-2xl font-bold">
        {child.nickname}
      </h2>
      <div>
        <h3 className="text-xl font-semibold">Waiting for your yes</h3>
        {pending.length === 0 ? <p className="text-muted">Nobody is waiting.</p> : null}
        <ul className="flex flex-col gap-3">
          {pending.map((request) => (
            <li key={request.id} className="flex flex-wrap items-center gap-3">
              <span>
                {request.profile.nickname} joined {request.conversation.title}
              </span>
              <Button
                size="compact"
                onClick={() =>
                  answer.mutate({ childId: child.id, requestId: request.id, answer: 'approve' })
                }
              >
                Approve {request.profile.nickname}
              </Button>
              <Button
                size="compact"
                variant="secondary"
                onClick={() =>
                  answer.mutate({ childId: child.id, requestId: request.id, answer: 'decline' })
                }
              >
                Take {child.nickname} out
              </Button>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="text-xl font-semibold">Approved contacts</h3>
        {approved.length === 0 ? <p>Only family so far.</p> : null}
        <ul className="flex flex-col gap-3">
          {approved.map((profile) => (
            <li key={profile.id} className="flex flex-wrap items-center gap-3">
              <span>{profile.nickname}</span>
              <Button
                size="compact"
                variant="secondary"
                disabled={revoke.isPending}
                onClick={() => revoke.mutate({ childId: child.id, profileId: profile.id })}
              >
                Remove approval for {profile.nickname}
              </Button>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-2">
        <Button variant="secondary" onClick={() => link.mutate(child.id)}>
          Link a device for {child.nickname}
        </Button>
        {/* Say why no code came, such as too many already waiting. */}
        <FormError messages={link.error ? firstError(link.error, LINK_NOT_MADE) : null} />
        {link.data ? <DeviceLinkCode nickname={child.nickname} code={link.data.code} /> : null}
      </div>
      {children}
    </section>
  );
}
