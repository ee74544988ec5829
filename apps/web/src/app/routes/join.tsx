import { InviteWelcome } from '@/features/invites/components/invite-welcome';
import { JoinPage } from '@/features/invites/components/join-page';
import { isAuthenticated, useSession } from '@/lib/session';

export default function JoinRoute() {
  return isAuthenticated(useSession()) ? <JoinPage /> : <InviteWelcome />;
}
