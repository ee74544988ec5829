import { Navigate, useParams } from 'react-router';
import { AutoAnswerPage } from '@/features/calls/components/auto-answer-page';
import { useConversations } from '@/features/conversations/api/get-conversations';
import { useKidMode } from '@/lib/kid-mode';
import { useSession } from '@/lib/session';

/** Joins two features: the calls' auto-answer setting, and whom the profile shares talks with. */
export default function CallSettingsRoute() {
  const { profileId } = useParams();
  const { profile } = useSession();
  const kid = useKidMode() !== null || profile?.kind === 'child';
  const conversations = useConversations(profileId);
  if (!profileId) return <Navigate to="/conversations" replace />;
  return (
    <AutoAnswerPage
      key={profileId}
      profileId={profileId}
      conversations={conversations.data ?? []}
      loading={conversations.isPending}
      child={kid}
    />
  );
}
