import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Copy, Share2, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { InviteResponse } from '@hearth/shared';
import { Button } from '@/components/ui/button';
import { EasyLabel } from '@/components/ui/easy-label';
import { FormError } from '@/components/ui/form-error';
import { firstError } from '@/lib/errors';
import { useInvites } from '../api/list-invites';
import { useRevokeInvite } from '../api/revoke-invite';

export const COPY_CONFIRM_MS = 2000;

interface CurrentLinkProps {
  profileId: string;
  conversationId: string;
  link: string;
  invite: InviteResponse['invite'];
  onRevoked: () => void;
}

/** The conversation's current link: Copy, the device's own Share where there is one, Revoke. */
export function CurrentLink({
  profileId,
  conversationId,
  link,
  invite,
  onRevoked,
}: CurrentLinkProps) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // The link's id, to revoke it, is in the list of live links (matched by its expiry).
  const invites = useInvites(profileId, conversationId, true);
  const listed = invites.data?.find(
    (i) => i.expires_at === invite.expires_at && i.created_by.id === profileId,
  );
  const revoke = useRevokeInvite();
  const canShare = typeof navigator.share === 'function';

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // Without clipboard access, select the text so that the person can copy it themselves.
      inputRef.current?.select();
    }
    setCopied(true);
  }

  async function share() {
    try {
      await navigator.share({ title: t`Join me on Hearth`, url: link });
    } catch {
      // Closed without sharing: nothing to say.
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="invite-link" className="font-semibold">
        <Trans>Invite link</Trans>
      </label>
      <div className="flex gap-2">
        <input
          id="invite-link"
          ref={inputRef}
          readOnly
          value={link}
          onFocus={(e) => e.target.select()}
          className="min-h-12 min-w-0 flex-1 rounded-card border-2 border-muted/60 bg-cream px-3 text-base"
        />
        <Button
          variant="secondary"
          aria-label={copied ? t`Copied` : t`Copy invite link`}
          onClick={() => void copy()}
          size="compact"
        >
          {copied ? (
            <Check aria-hidden="true" className="size-5 text-success" />
          ) : (
            <Copy aria-hidden="true" className="size-5" />
          )}
          <EasyLabel>
            {copied ? t`Copied` : t({ message: 'Copy', comment: 'copies the invite link' })}
          </EasyLabel>
        </Button>
      </div>
      <p aria-live="polite" className="min-h-6 text-base text-success">
        {copied ? t`Copied!` : ''}
      </p>
      <div className="flex flex-wrap gap-2">
        {canShare ? (
          <Button variant="secondary" onClick={() => void share()}>
            <Share2 aria-hidden="true" className="size-5" />
            <Trans comment="the device's own way to send the link">Share</Trans>
          </Button>
        ) : null}
        <Button
          variant="ghost"
          aria-label={t`Revoke this link`}
          disabled={!listed || revoke.isPending}
          onClick={() =>
            listed &&
            revoke.mutate(
              { profileId, conversationId, inviteId: listed.id },
              { onSuccess: onRevoked },
            )
          }
        >
          <Trash2 aria-hidden="true" className="size-5" />
          <Trans comment="an invite link: stop it from working">Revoke</Trans>
        </Button>
      </div>
      {revoke.error ? (
        <FormError messages={firstError(revoke.error, t`Failed to revoke link`)} />
      ) : null}
    </div>
  );
}
