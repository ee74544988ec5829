import { lazy, Suspense, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { ConversationPage } from '@/features/messages/components/conversation-page';
import { ConversationSearch } from '@/features/search/components/conversation-search';
import { useSession } from '@/lib/session';

// The invite dialog loads when first opened, not with the page: most visits to a conversation
// never share an invite.
const ShareInviteDialog = lazy(() =>
  import('@/features/invites/components/share-invite-dialog').then((m) => ({
    default: m.ShareInviteDialog,
  })),
);

/** Joins two features: the conversation itself and the invite dialog it opens. */
export default function ConversationRoute() {
  const { conversationId } = useParams();
  const { profile } = useSession();
  const [sharing, setSharing] = useState(false);
  const [shared, setShared] = useState(false);
  if (!conversationId) return <Navigate to="/conversations" replace />;
  if (!profile) return <Navigate to="/profiles/new" replace />;
  return (
    <>
      <ConversationPage
        key={`${profile.id}/${conversationId}`}
        profileId={profile.id}
        conversationId={conversationId}
        search={<ConversationSearch profileId={profile.id} conversationId={conversationId} />}
        onShareInvite={() => {
          setShared(true);
          setSharing(true);
        }}
      />
      {shared ? (
        <Suspense fallback={null}>
          <ShareInviteDialog
            profileId={profile.id}
            conversationId={conversationId}
            open={sharing}
            onOpenChange={setSharing}
          />
        </Suspense>
      ) : null}
    </>
  );
}
