import type { ChildSessionResponse, DeviceLinkResponse, Profile } from '@hearth/shared';
import { expect } from 'vitest';
import { inviteInto } from './children.js';
import type { Api } from './helper.js';

/** Adds an assisted profile (a grandparent's) to the account of `token`. */
export async function createAssisted(api: Api, token: string, nickname = 'Nana') {
  const res = await api.post('/profiles', { profile: { nickname, kind: 'assisted' } }, token);
  expect(res.statusCode).toBe(201);
  const profile = res.json<Profile>();
  expect(profile.kind).toBe('assisted');
  return profile;
}

/** Links a device to the profile with a code made by the account, and redeems it there. */
export async function linkDevice(api: Api, token: string, profileId: string, name = 'Tablet') {
  const made = await api.post(`/profiles/${profileId}/device_links`, undefined, token);
  expect(made.statusCode).toBe(201);
  const { code } = made.json<DeviceLinkResponse>();
  const redeemed = await api.post('/device_links/redeem', { code, device_name: name });
  expect(redeemed.statusCode).toBe(201);
  return redeemed.json<ChildSessionResponse>();
}

/**
 * Test set-up: Sam's family (his own profile and its "Family" room), with Nana's assisted
 * profile added by Sam, put in the room and signed in on her tablet (`tabletToken`).
 */
export async function familyWithAssisted(api: Api, email: string, nickname = 'Nana') {
  const family = await api.family(email, 'Sam', 'Family');
  const nana = await createAssisted(api, family.token, nickname);
  const by = { token: family.token, profileId: family.profile.id };
  await inviteInto(
    api,
    { ...by, conversationId: family.conversation.id },
    { token: family.token, profileId: nana.id },
  );
  const tablet = await linkDevice(api, family.token, nana.id, `${nickname}'s tablet`);
  return { ...family, nana, tabletToken: tablet.access_token };
}
