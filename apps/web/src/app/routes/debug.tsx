import { DebugPage } from '@/features/debug/components/debug-page';
import { UnlockPage } from '@/features/kids/components/unlock-page';
import { useKidMode } from '@/lib/kid-mode';

/** In kid mode the debug screen (it shows the stored token) is behind the family PIN. */
export default function DebugRoute() {
  return useKidMode() ? <UnlockPage /> : <DebugPage />;
}
