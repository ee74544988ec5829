import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES, titleField } from '@hearth/shared';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { firstError } from '@/lib/errors';
import { sharedSentence } from '@/lib/i18n/shared-texts';
import { CREATE_CONVERSATION_FAILED, useCreateConversation } from '../api/create-conversation';

interface CreateConversationDialogProps {
  profileId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function CreateConversationDialog(props: CreateConversationDialogProps) {
  const { profileId, open, onOpenChange } = props;
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t`Create New Conversation`}>
      {/* Mounted only while open, so every opening starts empty. */}
      {open ? <CreateConversationForm profileId={profileId} /> : null}
    </Dialog>
  );
}

function CreateConversationForm({ profileId }: { profileId: string }) {
  const { t, i18n } = useLingui();
  const [title, setTitle] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const create = useCreateConversation();
  const navigate = useNavigate();

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = titleField.safeParse(title);
    if (!checked.success) {
      setInvalid(sharedSentence(checked.error.issues[0]?.message ?? MESSAGES.titleRequired));
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
        messages={
          create.error ? firstError(create.error, i18n._(CREATE_CONVERSATION_FAILED)) : null
        }
      />
      <Input
        label={t`Conversation Title`}
        name="title"
        dir="auto"
        autoComplete="off"
        placeholder={t`Family chat`}
        value={title}
        error={invalid}
        onChange={(e) => setTitle(e.target.value)}
      />
      <Button type="submit" disabled={create.isPending}>
        <Trans>Create Conversation</Trans>
      </Button>
    </form>
  );
}
