import { LogoutButton } from '@/features/auth/components/logout-button';
import { ProfilesPage } from '@/features/profiles/components/profiles-page';

export default function ProfilesRoute() {
  return <ProfilesPage logout={<LogoutButton />} />;
}
