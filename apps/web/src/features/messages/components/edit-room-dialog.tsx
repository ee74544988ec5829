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
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title="Edit Room">
      {props.open ? <EditRoomBody {...props} /> : null}
    </Dialog>
  );
}

function EditRoomBody(props: EditRoomDialogProps) {
  const { profileId, conversationId, participants, isCreator } = props;
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
          label="Room name"
          value={title}
          maxLength={200}
          onChange={(e) => setTitle(e.target.value)}
          error={rename.error ? firstError(rename.error, 'Failed to rename conversation') : null}
        />
        <Button type="submit" disabled={rename.isPending}>
          {rename.isPending ? 'Saving...' : 'Save name'}
        </Button>
      </form>
      <section aria-labelledby="room-members" className="flex flex-col gap-2">
        <h3 id="room-members" className="text-xl font-bold">
          Members
        </h3>
        {remove.error ? (
          <FormError messages={firstError(remove.error, 'Failed to remove member')} />
        ) : null}
        <ul className="flex flex-col gap-2">
          {participants.map((p) => (
            <li key={p.id} className="flex min-h-12 items-center justify-between gap-2">
              <span>
                {p.nickname}
                {p.id === profileId ? ' (you)' : ''}
              </span>
              {isCreator && p.id !== profileId && asking === p.id ? (
                <span className="flex flex-wrap items-center justify-end gap-2">
                  <span role="status">Remove {p.nickname}?</span>
                  <Button
                    variant="danger"
                    size="compact"
                    aria-label={`Yes, remove ${p.nickname}`}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(
                        { profileId, conversationId, memberId: p.id },
                        { onSettled: () => setAsking(null) },
                      )
                    }
                  >
                    Yes, remove
                  </Button>
                  <Button variant="ghost" size="compact" onClick={() => setAsking(null)}>
                    Keep
                  </Button>
                </span>
              ) : isCreator && p.id !== profileId ? (
                <Button
                  variant="ghost"
                  size="compact"
                  aria-label={`Remove ${p.nickname}`}
                  disabled={remove.isPending}
                  onClick={() => setAsking(p.id)}
                >
                  Remove
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <Button variant="danger" onClick={props.onLeave}>
        Leave Conversation
      </Button>
    </div>
  );
}
