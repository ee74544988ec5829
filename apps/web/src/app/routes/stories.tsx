import { UnlockPage } from '@/features/kids/components/unlock-page';
import { FamilyStoriesPage } from '@/features/stories/components/family-stories-page';
import { useKidMode } from '@/lib/kid-mode';

export default function StoriesRoute() {
  // Writing the family's stories is the grown-ups' work: in kid mode it is behind the PIN.
  return useKidMode() ? <UnlockPage /> : <FamilyStoriesPage />;
}
