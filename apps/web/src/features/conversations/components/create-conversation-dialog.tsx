import { titleField } from '@hearth/shared';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { firstError } from '@/lib/errors';
import { CREATE_CONVERSATION_FAILED, useCreateConversation } from '../api/create-conversation';

interface CreateConversationDialogProps {
  profileId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function CreateConversationDialog(props: CreateConversationDialogProps) {
  const { profileId, open, onOpenChange } = props;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Create New Conversation">
      {/* Mounted only while open, so every opening starts empty. */}
      {open ? <CreateConversationForm profileId={profileId} /> : null}
    </Dialog>
  );
}

function CreateConversationForm({ profileId }: { profileId: string }) {
  const [title, setTitle] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const create = useCreateConversation();
  const navigate = useNavigate();

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = titleField.safeParse(title);
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message ?? 'Please enter a conversation title');
      return;
    }
    setInvalid(null);
    create.mutate(
      { profileId, title: checked.data },
      { onSuccess: (conversation) => void navigate(`/conversations/${conversation.id}`) },
    );
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={submit}>
      <FormError
        messages={create.error ? firstError(create.error, CREATE_CONVERSATION_FAILED) : null}
      />
      <Input
        label="Conversation Title"
        name="title"
        autoComplete="off"
        placeholder="Family chat"
        value={title}
        error={invalid}
        onChange={(e) => setTitle(e.target.value)}
      />
      <Button type="submit" disabled={create.isPending}>
        Create Conversation
      </Button>
    </form>
  );
}
