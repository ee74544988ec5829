import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { inviteErrorMessage, inviteLink, useCreateInvite } from '../api/create-invite';
import { InviteSettingsPanel } from './invite-settings';

export const COPY_CONFIRM_MS = 2000;

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
      {/* Mounted per opening: section 4 asks for a new invite each time the dialog opens. */}
      {open ? <InviteBody {...ids} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function InviteBody(props: { profileId: string; conversationId: string; onDone: () => void }) {
  const { profileId, conversationId, onDone } = props;
  const { mutate, data, error, isPending } = useCreateInvite();
  const [copied, setCopied] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const requested = useRef(false);

  useEffect(() => {
    // Development's double effects must not create two invites.
    if (requested.current) return;
    requested.current = true;
    mutate({ profileId, conversationId });
  }, [mutate, profileId, conversationId]);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const link = data ? inviteLink(data.invite.token) : '';

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // Without clipboard access, select the text so that the person can copy it themselves.
      inputRef.current?.select();
    }
    setCopied(true);
  }

  return (
    <div className="flex flex-col gap-4">
      {isPending ? <Spinner label="Creating invite link..." /> : null}
      {error ? <FormError messages={inviteErrorMessage(error)} /> : null}
      {data ? (
        <div className="flex flex-col gap-1">
          <label htmlFor="invite-link" className="font-semibold">
            Invite link
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
              aria-label={copied ? 'Copied' : 'Copy invite link'}
              onClick={() => void copy()}
              size="compact"
            >
              {copied ? (
                <Check aria-hidden="true" className="size-5 text-success" />
              ) : (
                <Copy aria-hidden="true" className="size-5" />
              )}
            </Button>
          </div>
          <p aria-live="polite" className="min-h-6 text-base text-success">
            {copied ? 'Copied!' : ''}
          </p>
        </div>
      ) : null}
      <InviteSettingsPanel
        profileId={profileId}
        conversationId={conversationId}
        pending={isPending}
        onCreate={(settings) => mutate({ profileId, conversationId, settings })}
      />
      <Button onClick={onDone}>Done</Button>
    </div>
  );
}
