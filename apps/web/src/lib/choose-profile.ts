import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { ChildSessionResponse, Profile } from '@hearth/shared';
import { api } from './api-client';
import { firstError } from './errors';
import { enterKidMode } from './kid-mode';
import { selectProfile } from './session';

export const KID_MODE_FAILED: MessageDescriptor = msg`Kid mode could not start. Please try again.`;

/** Trades the account's session for the child's: the device is in kid mode. */
export async function startKidMode(child: Profile): Promise<void> {
  const session = await api.post<ChildSessionResponse>(`/api/v1/profiles/${child.id}/kid_session`);
  await enterKidMode(session.access_token, session.profile);
}

/**
 * Choosing whom to be, from the profile menu or a card on the Profiles page alike: a grown-up's
 * profile becomes current; a child's puts this device in kid mode, so that whoever holds it can
 * do only what the child may. When that fails (no family PIN yet, say) the server's reason is
 * shown and nothing changes.
 */
export function useChooseProfile(): (profile: Profile) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (profile: Profile) => {
      if (profile.kind === 'child') {
        try {
          await startKidMode(profile);
        } catch (error) {
          window.alert(firstError(error, KID_MODE_FAILED));
          return;
        }
      } else {
        selectProfile(profile);
      }
      await navigate('/conversations');
    },
    [navigate],
  );
}
