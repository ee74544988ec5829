import { KidsDashboard } from '@/features/kids/components/kids-dashboard';
import { UnlockPage } from '@/features/kids/components/unlock-page';
import { useKidMode } from '@/lib/kid-mode';

export default function KidsRoute() {
  return useKidMode() ? <UnlockPage /> : <KidsDashboard />;
}
