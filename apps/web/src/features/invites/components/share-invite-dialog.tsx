import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { inviteErrorMessage, inviteLink } from '../api/create-invite';
import { keepInvite, useCurrentInvite } from '../api/current-invite';
import { CurrentLink } from './current-link';
import { InviteSettingsPanel } from './invite-settings';

export { COPY_CONFIRM_MS } from './current-link';

interface ShareInviteDialogProps {
  profileId: string;
  conversationId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ShareInviteDialog({ open, onOpenChange, ...ids }: ShareInviteDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Share Invite Link`}
      description={t`Send this link to someone in your family so they can join this conversation.`}
    >
      {open ? <InviteBody {...ids} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

/**
 * One current link per conversation: the first opening makes it, later ones show it again
 * while it still works. A link with other settings, or a revoke, replaces it.
 */
function InviteBody(props: { profileId: string; conversationId: string; onDone: () => void }) {
  const { profileId, conversationId, onDone } = props;
  const { t } = useLingui();
  const { mutate, data, error, isPending } = useCurrentInvite();
  const [revoked, setRevoked] = useState(false);
  const requested = useRef(false);

  useEffect(() => {
    // Development's double effects must not ask twice.
    if (requested.current) return;
    requested.current = true;
    mutate({ profileId, conversationId });
  }, [mutate, profileId, conversationId]);

  const current = data && !revoked ? data.invite : null;
  const whenRevoked = () => {
    keepInvite(profileId, conversationId, null);
    setRevoked(true);
  };

  return (
    <div className="flex flex-col gap-4">
      {isPending ? <Spinner label={t`Creating invite link...`} /> : null}
      {error ? <FormError messages={inviteErrorMessage(error)} /> : null}
      {revoked && !isPending ? (
        <div className="flex flex-col gap-2">
          <p role="status">
            <Trans>That link no longer works.</Trans>
          </p>
          <Button
            variant="secondary"
            onClick={() => {
              setRevoked(false);
              mutate({ profileId, conversationId });
            }}
          >
            <Trans>Make a new link</Trans>
          </Button>
        </div>
      ) : null}
      {current ? (
        <CurrentLink
          profileId={profileId}
          conversationId={conversationId}
          link={inviteLink(current.token)}
          invite={current}
          onRevoked={whenRevoked}
        />
      ) : null}
      <InviteSettingsPanel
        profileId={profileId}
        conversationId={conversationId}
        pending={isPending}
        currentExpiresAt={current?.expires_at ?? null}
        onCurrentRevoked={whenRevoked}
        onCreate={(settings) => {
          setRevoked(false);
          mutate({ profileId, conversationId, settings });
        }}
      />
      <Button onClick={onDone}>
        <Trans>Done</Trans>
      </Button>
    </div>
  );
}
