import type { CallResponse } from '@hearth/shared';
import { inviteInto } from '../../test/children.js';
import type { Api } from '../../test/helper.js';

/** Test set-up: a conversation of `count` adults, each of its own family. */
export async function familiesInOne(api: Api, tag: string, count: number) {
  const first = await api.family(`${tag}-0@example.org`, 'Nana', 'Calls');
  const conversationId = first.conversation.id;
  const members = [{ token: first.token, profileId: first.profile.id }];
  for (let i = 1; i < count; i++) {
    const other = await api.family(`${tag}-${i}@example.org`, `Member ${i}`, 'Own');
    const by = { token: first.token, profileId: first.profile.id, conversationId };
    await inviteInto(api, by, { token: other.token, profileId: other.profile.id });
    members.push({ token: other.token, profileId: other.profile.id });
  }
  return { conversationId, members };
}

export const callsPath = (profileId: string, conversationId: string) =>
  `/profiles/${profileId}/conversations/${conversationId}/calls`;

export async function startCall(
  api: Api,
  who: { token: string; profileId: string },
  conversationId: string,
  video = true,
): Promise<CallResponse> {
  const res = await api.post(
    callsPath(who.profileId, conversationId),
    { call: { video } },
    who.token,
  );
  if (res.statusCode !== 201) throw new Error(`start failed: ${res.statusCode} ${res.body}`);
  return res.json<CallResponse>();
}

export function callAction(
  api: Api,
  who: { token: string; profileId: string },
  conversationId: string,
  callId: string,
  action: 'join' | 'leave' | 'decline',
) {
  return api.post(
    `${callsPath(who.profileId, conversationId)}/${callId}/${action}`,
    undefined,
    who.token,
  );
}
