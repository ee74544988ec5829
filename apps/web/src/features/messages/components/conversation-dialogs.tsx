import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Message, Participant } from '@hearth/shared';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { firstError } from '@/lib/errors';
import { DELETE_MESSAGE_CONFIRM, useDeleteMessage } from '../api/delete-message';
import { useEditMessage } from '../api/edit-message';
import { LEAVE_CONFIRM, useLeaveConversation } from '../api/leave-conversation';
import { EditRoomDialog } from './edit-room-dialog';
import { PrintedBookDialog } from './printed-book-dialog';
import type { MessageActions } from './message-bubble';

interface Room {
  profileId: string;
  conversationId: string;
  title: string;
  participants: Participant[];
  createdBy: string | undefined;
}

/** The room's menu actions and the message actions, with the dialogs they open. */
export function useConversationDialogs(room: Room) {
  const { profileId, conversationId } = room;
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [editingRoom, setEditingRoom] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [printing, setPrinting] = useState(false);
  const [deleting, setDeleting] = useState<Message | null>(null);
  const [editing, setEditing] = useState<Message | null>(null);
  const leave = useLeaveConversation();
  const remove = useDeleteMessage();

  const messageActions = useMemo<MessageActions>(
    () => ({ onEdit: setEditing, onDelete: setDeleting }),
    [],
  );

  const dialogs = (
    <>
      <PrintedBookDialog
        open={printing}
        onOpenChange={setPrinting}
        profileId={profileId}
        conversationId={conversationId}
        title={room.title}
      />
      <EditRoomDialog
        open={editingRoom}
        onOpenChange={setEditingRoom}
        profileId={profileId}
        conversationId={conversationId}
        title={room.title}
        participants={room.participants}
        isCreator={room.createdBy === profileId}
        onLeave={() => {
          setEditingRoom(false);
          setLeaving(true);
        }}
      />
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title={t`Leave Conversation`}
        message={leave.error ? firstError(leave.error, t`Failed to leave`) : i18n._(LEAVE_CONFIRM)}
        confirmLabel={t({ message: 'Leave', comment: 'the button that leaves the conversation' })}
        pending={leave.isPending}
        onConfirm={() =>
          leave.mutate(
            { profileId, conversationId },
            { onSuccess: () => void navigate('/conversations') },
          )
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title={t`Delete Message`}
        message={
          remove.error
            ? firstError(remove.error, t`Failed to delete`)
            : i18n._(DELETE_MESSAGE_CONFIRM)
        }
        confirmLabel={t`Delete`}
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { profileId, conversationId, messageId: deleting.id },
            { onSuccess: () => setDeleting(null) },
          )
        }
      />
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => (open ? null : setEditing(null))}
        title={t`Edit Message`}
      >
        {editing ? (
          <EditMessageForm
            key={editing.id}
            message={editing}
            profileId={profileId}
            conversationId={conversationId}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
    </>
  );

  return {
    onEditRoom: () => setEditingRoom(true),
    onLeave: () => setLeaving(true),
    onMakeBook: () => setPrinting(true),
    messageActions,
    dialogs,
  };
}

function EditMessageForm(props: {
  message: Message;
  profileId: string;
  conversationId: string;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const [content, setContent] = useState(props.message.content);
  const edit = useEditMessage();
  function save(event: FormEvent) {
    event.preventDefault();
    edit.mutate(
      {
        profileId: props.profileId,
        conversationId: props.conversationId,
        messageId: props.message.id,
        content,
      },
      { onSuccess: props.onDone },
    );
  }
  return (
    <form onSubmit={save} className="flex flex-col gap-3">
      {edit.error ? <FormError messages={firstError(edit.error, t`Failed to edit`)} /> : null}
      <label htmlFor="edit-message" className="font-semibold">
        <Trans>Message</Trans>
      </label>
      <textarea
        id="edit-message"
        dir="auto"
        value={content}
        onChange={(e) => setContent(e.target.value)}
        rows={4}
        className="rounded-card border-2 border-muted/60 bg-surface px-4 py-2 text-base"
      />
      <Button type="submit" disabled={edit.isPending}>
        {edit.isPending ? <Trans>Saving...</Trans> : <Trans>Save</Trans>}
      </Button>
    </form>
  );
}
