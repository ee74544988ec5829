import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, LinkButton } from '@/components/ui/button';
import { EasyLabel } from '@/components/ui/easy-label';
import { EmptyState } from '@/components/ui/empty-state';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { useWaitingApprovals } from '@/lib/approvals';
import { sharedSentence } from '@/lib/i18n/shared-texts';
import { useKidMode } from '@/lib/kid-mode';
import { useSession } from '@/lib/session';
import { useConversations } from '../api/get-conversations';
import { useShowOlderConversations } from '../api/show-older-conversations';
import { ConversationRow } from './conversation-row';
import { CreateConversationDialog } from './create-conversation-dialog';
import { KidHome } from './kid-home';
import { ShowOlderButton } from './show-older-button';

interface ConversationsPageProps {
  /** The search box over every conversation (the app composes the search feature). */
  search?: ReactNode;
  /** The conversations the family chose for this profile's screens, or null for all. */
  shown?: string[] | null;
}

export function ConversationsPage({ search, shown = null }: ConversationsPageProps = {}) {
  const { t } = useLingui();
  const { profile } = useSession();
  // A child session cannot start conversations: kid mode has its own home without that.
  const kid = useKidMode() !== null;
  const conversations = useConversations(profile?.id);
  const waiting = useWaitingApprovals();
  const older = useShowOlderConversations(profile?.id ?? '');
  const listRef = useRef<HTMLUListElement>(null);
  const [creating, setCreating] = useState(false);
  // The row the keyboard goes to once older conversations are on screen.
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const shownRows = conversations.data?.length ?? 0;
  useEffect(() => {
    if (focusRow === null || shownRows <= focusRow) return;
    listRef.current?.querySelectorAll('a')[focusRow]?.focus();
    setFocusRow(null);
  }, [focusRow, shownRows]);

  if (!profile) {
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-8">
        <EmptyState
          emoji="🙂"
          title={t`No Profile Selected`}
          action={
            <LinkButton to="/profiles/new">
              <Trans>Create Profile</Trans>
            </LinkButton>
          }
        />
      </div>
    );
  }

  const list = conversations.data ?? [];
  if (kid && conversations.isSuccess) {
    return <KidHome nickname={profile.nickname} conversations={list} selfId={profile.id} />;
  }
  const showOlder = async () => {
    const before = list.length;
    const now = await older.showOlder();
    // The first conversation that came in; the last one held when none did (the button is gone).
    if (now > before) setFocusRow(before);
    else if (!older.hasOlder(now)) setFocusRow(now - 1);
  };
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">
          <Trans>Messages</Trans>
        </h1>
        {kid ? null : (
          <Button aria-label={t`New conversation`} onClick={() => setCreating(true)} size="compact">
            <Plus aria-hidden="true" className="size-6" />
            <EasyLabel>{t`New conversation`}</EasyLabel>
          </Button>
        )}
      </div>
      {kid ? null : search}
      {conversations.isPending ? <Spinner /> : null}
      {conversations.isError ? (
        <FormError messages={sharedSentence(conversations.error.message)} />
      ) : null}
      {conversations.isSuccess && list.length === 0 ? (
        <EmptyState
          emoji="💬"
          title={t`No messages yet`}
          text={t`Start a conversation to connect with family`}
          action={
            <Button onClick={() => setCreating(true)}>
              <Trans>Start Chatting</Trans>
            </Button>
          }
        />
      ) : null}
      {list.length > 0 ? (
        <ul ref={listRef} className="flex flex-col gap-3" aria-label={t`Conversations`}>
          {(shown ? list.filter((c) => shown.includes(c.id)) : list).map((conversation) => (
            <ConversationRow
              key={conversation.id}
              conversation={conversation}
              selfId={profile.id}
              waiting={waiting.filter((a) => a.conversation.id === conversation.id).length}
            />
          ))}
        </ul>
      ) : null}
      {list.length > 0 && older.hasOlder(list.length) ? (
        <ShowOlderButton loading={older.loading} onClick={() => void showOlder()} />
      ) : null}
      <CreateConversationDialog profileId={profile.id} open={creating} onOpenChange={setCreating} />
    </div>
  );
}
