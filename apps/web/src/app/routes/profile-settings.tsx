import { useLingui } from '@lingui/react/macro';
import { Navigate, useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { AutoAnswerPage } from '@/features/calls/components/auto-answer-page';
import { useConversations } from '@/features/conversations/api/get-conversations';
import { UnlockPage } from '@/features/kids/components/unlock-page';
import { useProfiles } from '@/features/profiles/api/get-profiles';
import { ProfileSettingsPage } from '@/features/settings/components/profile-settings-page';
import { useKidMode } from '@/lib/kid-mode';

/** Joins the features a profile's settings need: its conversations and the calls' auto-answer. */
export default function ProfileSettingsRoute() {
  const { t } = useLingui();
  const { profileId } = useParams();
  const kidMode = useKidMode();
  const profiles = useProfiles();
  const conversations = useConversations(profileId);
  // In kid mode the family's settings are behind the family PIN, as the profiles are.
  if (kidMode) return <UnlockPage />;
  if (profiles.isPending) return <Spinner label={t`Loading`} />;
  const profile = profiles.data?.find((p) => p.id === profileId);
  if (!profile || profile.kind === 'child') return <Navigate to="/profiles" replace />;
  const list = conversations.data ?? [];
  return (
    <ProfileSettingsPage
      key={profile.id}
      profile={profile}
      conversations={list}
      conversationsLoading={conversations.isPending}
      autoAnswer={
        <AutoAnswerPage
          profileId={profile.id}
          conversations={list}
          loading={conversations.isPending}
          child={false}
          embedded
        />
      }
    />
  );
}
