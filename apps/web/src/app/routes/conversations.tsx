import { ConversationsPage } from '@/features/conversations/components/conversations-page';
import { SearchBox } from '@/features/search/components/search-box';
import { useProfileSettings } from '@/features/settings/api/get-profile-settings';
import { useEasyMode } from '@/lib/easy-mode';
import { useSession } from '@/lib/session';

/**
 * Joins three features: the list, the search over every conversation above it, and the
 * conversations the family chose for a grandparent's screens (its tablet, or easy mode).
 */
export default function ConversationsRoute() {
  const { profile } = useSession();
  const settings = useProfileSettings(profile?.id);
  const narrowed = useEasyMode() || profile?.kind === 'assisted';
  return (
    <ConversationsPage
      search={profile ? <SearchBox key={profile.id} profileId={profile.id} /> : undefined}
      shown={narrowed ? (settings.data?.shown_conversation_ids ?? null) : null}
    />
  );
}
