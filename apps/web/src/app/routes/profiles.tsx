import { UnlockPage } from '@/features/kids/components/unlock-page';
import { useKidMode } from '@/lib/kid-mode';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { ProfilesPage } from '@/features/profiles/components/profiles-page';

export default function ProfilesRoute() {
  // In kid mode the profiles page is behind the family PIN.
  if (useKidMode()) return <UnlockPage />;
  return <ProfilesPage logout={<LogoutButton />} />;
}
