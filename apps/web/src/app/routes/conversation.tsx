import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { ShareInviteDialog } from '@/features/invites/components/share-invite-dialog';
import { ConversationPage } from '@/features/messages/components/conversation-page';
import { useSession } from '@/lib/session';

/** Joins two features: the conversation itself and the invite dialog it opens. */
export default function ConversationRoute() {
  const { conversationId } = useParams();
  const { profile } = useSession();
  const [sharing, setSharing] = useState(false);
  if (!conversationId) return <Navigate to="/conversations" replace />;
  if (!profile) return <Navigate to="/profiles/new" replace />;
  return (
    <>
      <ConversationPage
        key={`${profile.id}/${conversationId}`}
        profileId={profile.id}
        conversationId={conversationId}
        onShareInvite={() => setSharing(true)}
      />
      <ShareInviteDialog
        profileId={profile.id}
        conversationId={conversationId}
        open={sharing}
        onOpenChange={setSharing}
      />
    </>
  );
}
