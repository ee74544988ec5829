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
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Share Invite Link"
      description="Send this link to someone in your family so they can join this conversation."
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
      {isPending ? <Spinner label="Creating invite link..." /> : null}
      {error ? <FormError messages={inviteErrorMessage(error)} /> : null}
      {revoked && !isPending ? (
        <div className="flex flex-col gap-2">
          <p role="status">That link no longer works.</p>
          <Button
            variant="secondary"
            onClick={() => {
              setRevoked(false);
              mutate({ profileId, conversationId });
            }}
          >
            Make a new link
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
      <Button onClick={onDone}>Done</Button>
    </div>
  );
}
