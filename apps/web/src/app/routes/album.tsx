import { Navigate, useParams, useSearchParams } from 'react-router';
import { AlbumPage } from '@/features/album/components/album-page';
import { useConversations } from '@/features/conversations/api/get-conversations';

/** Joins two features: the album, and the conversation list its filter offers. */
export default function AlbumRoute() {
  const { profileId } = useParams();
  const [search, setSearch] = useSearchParams();
  const conversations = useConversations(profileId);
  if (!profileId) return <Navigate to="/conversations" replace />;
  const conversationId = search.get('conversation') ?? '';
  return (
    <AlbumPage
      key={profileId}
      profileId={profileId}
      conversations={conversations.data ?? []}
      conversationId={conversationId}
      onConversationChange={(id) => setSearch(id ? { conversation: id } : {}, { replace: true })}
    />
  );
}
