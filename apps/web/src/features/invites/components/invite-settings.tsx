import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { firstError } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import type { InviteSettings } from '../api/create-invite';
import { useInvites } from '../api/list-invites';
import { useRevokeInvite } from '../api/revoke-invite';

const EXPIRY: readonly { value: string; label: MessageDescriptor }[] = [
  { value: '1', label: msg({ message: '1 hour', comment: 'an invite link expires after' }) },
  { value: '24', label: msg({ message: '1 day', comment: 'an invite link expires after' }) },
  { value: '168', label: msg({ message: '7 days', comment: 'an invite link expires after' }) },
];
const USES: readonly { value: string; label: MessageDescriptor }[] = [
  { value: '1', label: msg({ message: '1 person', comment: 'an invite link can be used by' }) },
  { value: '5', label: msg({ message: '5 people', comment: 'an invite link can be used by' }) },
  {
    value: 'unlimited',
    label: msg({ message: 'Unlimited', comment: 'an invite link can be used by any number' }),
  },
];

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
  const { t, i18n } = useLingui();
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
      <summary className="min-h-12 cursor-pointer py-3 font-semibold">
        <Trans>Link settings</Trans>
      </summary>
      <div className="flex flex-col gap-3">
        <label htmlFor={`${id}-expiry`} className="font-semibold">
          <Trans>Link expires after</Trans>
        </label>
        <select
          id={`${id}-expiry`}
          className={selectClass}
          value={hours}
          onChange={(e) => setHours(e.target.value)}
        >
          {EXPIRY.map((o) => (
            <option key={o.value} value={o.value}>
              {i18n._(o.label)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-uses`} className="font-semibold">
          <Trans>Can be used by</Trans>
        </label>
        <select
          id={`${id}-uses`}
          className={selectClass}
          value={uses}
          onChange={(e) => setUses(e.target.value)}
        >
          {USES.map((o) => (
            <option key={o.value} value={o.value}>
              {i18n._(o.label)}
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
          <Trans>Create link with these settings</Trans>
        </Button>
        <h3 className="text-xl font-bold">
          <Trans>Active links</Trans>
        </h3>
        {revoke.error ? (
          <FormError messages={firstError(revoke.error, t`Failed to revoke link`)} />
        ) : null}
        <ul className="flex flex-col gap-2" aria-label={t`Active invite links`}>
          {(invites.data ?? []).map((invite) => {
            const nickname = invite.created_by.nickname;
            const expires = formatDateTime(invite.expires_at);
            const made = formatDateTime(invite.created_at);
            const uses = invite.uses;
            const left = invite.max_uses === null ? null : invite.max_uses - invite.uses;
            return (
              <li key={invite.id} className="flex items-center justify-between gap-2">
                <span>
                  {left === null
                    ? t`By ${nickname}, expires ${expires}, ${plural(uses, { one: 'used # time', other: 'used # times' })}`
                    : t`By ${nickname}, expires ${expires}, ${plural(left, { one: '# use left', other: '# uses left' })}`}
                </span>
                <Button
                  variant="ghost"
                  size="compact"
                  // Told apart for a screen reader: whose link, and when it was made.
                  aria-label={t`Revoke link by ${nickname}, made ${made}`}
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
                  <Trans comment="an invite link: stop it from working">Revoke</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      </div>
    </details>
  );
}
