import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { onUnauthorized } from '@/lib/api-client';
import { sharedSentence } from '@/lib/i18n/shared-texts';
import { pendingInvite } from '@/lib/pending-invite';
import { isLinkedTablet } from '@/lib/linked-tablet';
import { isAuthenticated, selectProfile, useSession } from '@/lib/session';
import { useProfiles } from '@/features/profiles/api/get-profiles';
import { endRejectedSession } from './end-session';

interface FromState {
  from?: string;
}

interface GuardProps {
  /** An invite link opened signed out shows the invite itself, not the login page. */
  guestsPass?: boolean;
}

/** Signed-in routes: a visitor without a session signs in first, then comes back here. */
export function RequireAuth({ guestsPass = false }: GuardProps) {
  const session = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();

  useEffect(() => {
    // A token the server no longer accepts ends the session, instead of failing every screen.
    onUnauthorized(() => endRejectedSession(queryClient));
    return () => onUnauthorized(null);
  }, [queryClient]);

  if (!isAuthenticated(session)) {
    if (guestsPass) return <Outlet />;
    // A grandparent's tablet whose link ended: the code entry, never a password.
    if (isLinkedTablet()) return <Navigate to="/link" replace />;
    const from = `${location.pathname}${location.search}`;
    return <Navigate to="/login" replace state={{ from } satisfies FromState} />;
  }
  return <Outlet />;
}

/** Login and sign-up: an authenticated visitor goes on to where they were heading. */
export function GuestOnly() {
  const session = useSession();
  const location = useLocation();
  if (isAuthenticated(session)) {
    const from = (location.state as FromState | null)?.from;
    // An invite opened before signing in (or up) comes first.
    const next = from?.startsWith('/') ? from : (pendingInvite() ?? '/conversations');
    return <Navigate to={next} replace />;
  }
  return <Outlet />;
}

/** Section 2: a spinner while profiles load, then /profiles/new unless a real one is current. */
export function RequireProfile({ guestsPass = false }: GuardProps) {
  const signedIn = isAuthenticated(useSession());
  return guestsPass && !signedIn ? <Outlet /> : <ProfileGate />;
}

function ProfileGate() {
  const { profile } = useSession();
  const location = useLocation();
  const profiles = useProfiles();
  const known = profiles.data?.find((p) => p.id === profile?.id);

  useEffect(() => {
    if (!profiles.data || !profile) return;
    // Deleted or renamed on another device: the stored copy follows the server.
    if (!known) selectProfile(null);
    else if (known.nickname !== profile.nickname) selectProfile(known);
  }, [profiles.data, profile, known]);

  if (profiles.isPending) return <Spinner />;
  if (profiles.isError) {
    return (
      <div className="mx-auto flex max-w-md flex-col gap-4 px-4 py-8">
        <FormError messages={sharedSentence(profiles.error.message)} />
        <Button onClick={() => void profiles.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (profiles.data.length === 0 || !profile || !known) {
    // An invite link opened before choosing a profile is kept for after it.
    const from = `${location.pathname}${location.search}`;
    return <Navigate to="/profiles/new" replace state={{ from } satisfies FromState} />;
  }
  return <Outlet />;
}
