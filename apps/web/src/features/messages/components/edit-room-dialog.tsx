import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { Participant } from '@hearth/shared';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { firstError } from '@/lib/errors';
import { useRemoveParticipant } from '../api/remove-participant';
import { useRenameConversation } from '../api/rename-conversation';

interface EditRoomDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profileId: string;
  conversationId: string;
  title: string;
  participants: Participant[];
  /** Only the creator may take members out. */
  isCreator: boolean;
  onLeave: () => void;
}

export function EditRoomDialog(props: EditRoomDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title={t`Edit Room`}>
      {props.open ? <EditRoomBody {...props} /> : null}
    </Dialog>
  );
}

function EditRoomBody(props: EditRoomDialogProps) {
  const { profileId, conversationId, participants, isCreator } = props;
  const { t } = useLingui();
  const [title, setTitle] = useState(props.title);
  const rename = useRenameConversation();
  const remove = useRemoveParticipant();
  // Taking someone out asks first, in the row itself.
  const [asking, setAsking] = useState<string | null>(null);

  function save(event: FormEvent) {
    event.preventDefault();
    rename.mutate(
      { profileId, conversationId, title },
      { onSuccess: () => props.onOpenChange(false) },
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={save} className="flex flex-col gap-3">
        <Input
          label={t`Room name`}
          dir="auto"
          value={title}
          maxLength={200}
          onChange={(e) => setTitle(e.target.value)}
          error={rename.error ? firstError(rename.error, t`Failed to rename conversation`) : null}
        />
        <Button type="submit" disabled={rename.isPending}>
          {rename.isPending ? <Trans>Saving...</Trans> : <Trans>Save name</Trans>}
        </Button>
      </form>
      <section aria-labelledby="room-members" className="flex flex-col gap-2">
        <h3 id="room-members" className="text-xl font-bold">
          <Trans>Members</Trans>
        </h3>
        {remove.error ? (
          <FormError messages={firstError(remove.error, t`Failed to remove member`)} />
        ) : null}
        <ul className="flex flex-col gap-2">
          {participants.map(({ id, nickname }) => (
            <li key={id} className="flex min-h-12 items-center justify-between gap-2">
              <span dir="auto">
                {id === profileId ? (
                  <Trans comment="the member list marks the person using the app">
                    {nickname} (you)
                  </Trans>
                ) : (
                  nickname
                )}
              </span>
              {isCreator && id !== profileId && asking === id ? (
                <span className="flex flex-wrap items-center justify-end gap-2">
                  <span role="status">
                    <Trans>Remove {nickname}?</Trans>
                  </span>
                  <Button
                    variant="danger"
                    size="compact"
                    aria-label={t`Yes, remove ${nickname}`}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(
                        { profileId, conversationId, memberId: id },
                        { onSettled: () => setAsking(null) },
                      )
                    }
                  >
                    <Trans>Yes, remove</Trans>
                  </Button>
                  <Button variant="ghost" size="compact" onClick={() => setAsking(null)}>
                    <Trans comment="do not remove the member">Keep</Trans>
                  </Button>
                </span>
              ) : isCreator && id !== profileId ? (
                <Button
                  variant="ghost"
                  size="compact"
                  aria-label={t`Remove ${nickname}`}
                  disabled={remove.isPending}
                  onClick={() => setAsking(id)}
                >
                  <Trans comment="take a member out of the conversation">Remove</Trans>
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <Button variant="danger" onClick={props.onLeave}>
        <Trans>Leave Conversation</Trans>
      </Button>
    </div>
  );
}
