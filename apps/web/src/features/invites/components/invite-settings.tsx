import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { firstError } from '@/lib/errors';
import type { InviteSettings } from '../api/create-invite';
import { useInvites } from '../api/list-invites';
import { useRevokeInvite } from '../api/revoke-invite';

const EXPIRY = [
  { value: '1', label: '1 hour' },
  { value: '24', label: '1 day' },
  { value: '168', label: '7 days' },
] as const;
const USES = [
  { value: '1', label: '1 person' },
  { value: '5', label: '5 people' },
  { value: 'unlimited', label: 'Unlimited' },
] as const;

const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const selectClass =
  'min-h-12 rounded-card border-2 border-muted/60 bg-surface px-3 text-base text-ink';

/** Link settings: a new link with another expiry or use limit, and the live links to revoke. */
export function InviteSettingsPanel(props: {
  profileId: string;
  conversationId: string;
  pending: boolean;
  /** The dialog's current link, so that revoking it here also takes it off the dialog. */
  currentExpiresAt?: string | null;
  onCurrentRevoked?: () => void;
  onCreate: (settings: InviteSettings) => void;
}) {
  const { profileId, conversationId } = props;
  const id = useId();
  const [hours, setHours] = useState<string>('168');
  const [uses, setUses] = useState<string>('unlimited');
  const [expanded, setExpanded] = useState(false);
  const invites = useInvites(profileId, conversationId, expanded);
  const revoke = useRevokeInvite();
  return (
    <details
      className="rounded-card border-2 border-bubble p-3"
      onToggle={(e) => setExpanded(e.currentTarget.open)}
    >
      <summary className="min-h-12 cursor-pointer py-3 font-semibold">Link settings</summary>
      <div className="flex flex-col gap-3">
        <label htmlFor={`${id}-expiry`} className="font-semibold">
          Link expires after
        </label>
        <select
          id={`${id}-expiry`}
          className={selectClass}
          value={hours}
          onChange={(e) => setHours(e.target.value)}
        >
          {EXPIRY.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-uses`} className="font-semibold">
          Can be used by
        </label>
        <select
          id={`${id}-uses`}
          className={selectClass}
          value={uses}
          onChange={(e) => setUses(e.target.value)}
        >
          {USES.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <Button
          variant="secondary"
          disabled={props.pending}
          onClick={() =>
            props.onCreate({
              expires_in_hours: Number(hours) as 1 | 24 | 168,
              max_uses: uses === 'unlimited' ? null : (Number(uses) as 1 | 5),
            })
          }
        >
          Create link with these settings
        </Button>
        <h3 className="text-xl font-bold">Active links</h3>
        {revoke.error ? (
          <FormError messages={firstError(revoke.error, 'Failed to revoke link')} />
        ) : null}
        <ul className="flex flex-col gap-2" aria-label="Active invite links">
          {(invites.data ?? []).map((invite) => (
            <li key={invite.id} className="flex items-center justify-between gap-2">
              <span>
                By {invite.created_by.nickname}, expires {formatDateTime(invite.expires_at)},{' '}
                {invite.max_uses === null
                  ? `used ${invite.uses} ${invite.uses === 1 ? 'time' : 'times'}`
                  : `${invite.max_uses - invite.uses} ${
                      invite.max_uses - invite.uses === 1 ? 'use' : 'uses'
                    } left`}
              </span>
              <Button
                variant="ghost"
                size="compact"
                // Told apart for a screen reader: whose link, and when it was made.
                aria-label={`Revoke link by ${invite.created_by.nickname}, made ${formatDateTime(invite.created_at)}`}
                disabled={revoke.isPending}
                onClick={() =>
                  revoke.mutate(
                    { profileId, conversationId, inviteId: invite.id },
                    {
                      onSuccess: () => {
                        if (invite.expires_at === props.currentExpiresAt)
                          props.onCurrentRevoked?.();
                      },
                    },
                  )
                }
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
