import type { Profile, User } from '@hearth/shared';
import { api } from './api-client';
import { enterKidMode } from './kid-mode';
import { clearOfflineData } from './pwa/offline-data';
import { signIn } from './session';

/**
 * A device linked with a code holds that one profile's session. A child's device is in kid mode
 * (supervised, behind the family PIN); a grandparent's tablet is an adult in every rule, so it
 * is simply signed in as its profile, with no password and nothing of the account's to reach.
 */
export async function enterDeviceSession(token: string, profile: Profile): Promise<void> {
  if (profile.kind !== 'assisted') return enterKidMode(token, profile);
  // Whoever used this browser before: their answers kept offline are not the grandparent's.
  await clearOfflineData();
  signIn(token, { id: '', email_address: '', profile });
  const { user } = await api.get<{ user: User }>('/api/v1/auth/me');
  signIn(token, { ...user, profile });
}
