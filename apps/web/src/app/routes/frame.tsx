import { DEFAULT_PROFILE_SETTINGS, type ConversationSummary } from '@hearth/shared';
import { useSearchParams } from 'react-router';
import { FramePage } from '@/features/frame/components/frame-page';
import { useConversations } from '@/features/conversations/api/get-conversations';
import { useFollowConversation } from '@/features/messages/api/follow-conversation';
import { useProfileSettings } from '@/features/settings/api/get-profile-settings';
import { requestCall } from '@/lib/calls/call-requests';
import { calleesFor } from '@/lib/frame/callees';
import { useSession } from '@/lib/session';

// A test shortens the slides (the heap check shows a photo every 2 s); never below a second.
function slideMsFrom(value: string | null): number | undefined {
  const ms = Number(value);
  return value && Number.isFinite(ms) && ms >= 1000 ? ms : undefined;
}

// A grandparent's frame shows the family's few conversations; beyond these it follows none.
const FOLLOWED_MAX = 12;

/** The conversations whose news the frame shows: the family's choice, or the most recent. */
function followed(conversations: readonly ConversationSummary[], shown: readonly string[] | null) {
  const ids = conversations.map((c) => c.id).filter((id) => !shown || shown.includes(id));
  return ids.slice(0, FOLLOWED_MAX);
}

function Follow({ profileId, conversationId }: { profileId: string; conversationId: string }) {
  useFollowConversation(profileId, conversationId);
  return null;
}

/** Joins the frame with the profile's settings, its conversations (to call) and the calls. */
export default function FrameRoute() {
  const profile = useSession().profile!;
  const [search] = useSearchParams();
  const settings = useProfileSettings(profile.id).data ?? DEFAULT_PROFILE_SETTINGS;
  const conversations = useConversations(profile.id).data ?? [];
  const callees = calleesFor(settings.frame.call_profile_ids, conversations);
  return (
    <>
      {followed(conversations, settings.shown_conversation_ids).map((id) => (
        <Follow key={id} profileId={profile.id} conversationId={id} />
      ))}
      <FramePage
        key={profile.id}
        profileId={profile.id}
        settings={settings}
        callees={callees}
        onCall={(callee) =>
          requestCall({
            profileId: profile.id,
            conversationId: callee.conversationId,
            video: true,
            title: callee.title,
          })
        }
        slideMs={slideMsFrom(search.get('slide_ms'))}
      />
    </>
  );
}
