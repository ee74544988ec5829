import { useEffect } from 'react';
import { setEasyMode } from '@/lib/easy-mode';
import { isAuthenticated, useSession } from '@/lib/session';
import { useProfileSettings } from '../api/get-profile-settings';

/**
 * Follows the current profile's easy_mode onto the page, live: a `profile.settings` event sets
 * the query's data and the page switches. Signed out, the page is in its usual mode.
 */
export function useEasyModeRoot(): void {
  const session = useSession();
  const signedIn = isAuthenticated(session);
  const profileId = signedIn ? session.profile?.id : undefined;
  const settings = useProfileSettings(profileId);
  const easy = settings.data?.easy_mode;
  useEffect(() => {
    if (!signedIn) setEasyMode(false);
    else if (easy !== undefined) setEasyMode(easy);
  }, [signedIn, easy]);
}
