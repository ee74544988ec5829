import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button, LinkButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';
import { useConversations } from '../api/get-conversations';
import { ConversationRow } from './conversation-row';
import { CreateConversationDialog } from './create-conversation-dialog';

export function ConversationsPage() {
  const { profile } = useSession();
  const conversations = useConversations(profile?.id);
  const [creating, setCreating] = useState(false);

  if (!profile) {
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-8">
        <EmptyState
          emoji="🙂"
          title="No Profile Selected"
          action={<LinkButton to="/profiles/new">Create Profile</LinkButton>}
        />
      </div>
    );
  }

  const list = conversations.data ?? [];
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Messages</h1>
        <Button aria-label="New conversation" onClick={() => setCreating(true)} size="compact">
          <Plus aria-hidden="true" className="size-6" />
        </Button>
      </div>
      {conversations.isPending ? <Spinner /> : null}
      {conversations.isError ? <FormError messages={conversations.error.message} /> : null}
      {conversations.isSuccess && list.length === 0 ? (
        <EmptyState
          emoji="💬"
          title="No messages yet"
          text="Start a conversation to connect with family"
          action={<Button onClick={() => setCreating(true)}>Start Chatting</Button>}
        />
      ) : null}
      {list.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label="Conversations">
          {list.map((conversation) => (
            <ConversationRow
              key={conversation.id}
              conversation={conversation}
              selfId={profile.id}
            />
          ))}
        </ul>
      ) : null}
      <CreateConversationDialog profileId={profile.id} open={creating} onOpenChange={setCreating} />
    </div>
  );
}
