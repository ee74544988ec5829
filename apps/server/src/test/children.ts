import type { ChildSessionResponse, Profile } from '@hearth/shared';
import { expect } from 'vitest';
import type { Api } from './helper.js';

/** Test set-up: a parent's family with a child profile, a PIN and a child session. */
export async function familyWithChild(api: Api, email: string, child = 'Lily', pin = '2468') {
  const family = await api.family(email, 'Nana', 'Family');
  const kid: Profile = await api.createProfile(family.token, child);
  expect(kid.kind).toBe('child');
  const set = await api.request('PUT', '/account/pin', { token: family.token, body: { pin } });
  expect(set.statusCode).toBe(204);
  const session = await api.post(`/profiles/${kid.id}/kid_session`, undefined, family.token);
  expect(session.statusCode).toBe(201);
  const childToken = session.json<ChildSessionResponse>().access_token;
  return { ...family, child: kid, childToken, pin };
}

/** Puts the child into a conversation through an invite made by `by`, as its parent would. */
export async function inviteInto(
  api: Api,
  by: { token: string; profileId: string; conversationId: string },
  joiner: { token: string; profileId: string },
) {
  const invite = await api.post(
    `/profiles/${by.profileId}/conversations/${by.conversationId}/create_invite`,
    undefined,
    by.token,
  );
  expect(invite.statusCode).toBe(201);
  const token = invite.json().invite.token as string;
  // As the app does: the join approves for a child those the preview showed its parent.
  const preview = await api.post('/conversations/invite-preview', { token }, joiner.token);
  expect(preview.statusCode).toBe(200);
  const seen = (preview.json().participants as { id: string }[]).map((p) => p.id);
  const joined = await api.post(
    '/conversations/join-via-invite',
    { token, profile_id: joiner.profileId, approved_profile_ids: seen },
    joiner.token,
  );
  expect(joined.statusCode).toBe(200);
  return joined.json();
}

/**
 * Nana's family room with Grandpa Joe (another family) in it, then her child Lily added by her:
 * Joe is approved for Lily because the invite's preview showed him to Nana when she added her.
 */
export async function nanaJoeAndLily(api: Api, tag: string) {
  const nana = await familyWithChild(api, `nana-${tag}@example.org`);
  const joe = await api.family(`joe-${tag}@example.org`, 'Grandpa Joe', 'Joe');
  const conversationId = nana.conversation.id;
  const by = { token: nana.token, profileId: nana.profile.id, conversationId };
  await inviteInto(api, by, { token: joe.token, profileId: joe.profile.id });
  await inviteInto(api, by, { token: nana.token, profileId: nana.child.id });
  return { nana, joe, conversationId };
}
