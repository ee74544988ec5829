import { describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES, type Message, type PhotoSharingState } from '@hearth/shared';
import { nanaJoeAndLily } from '../../test/children.js';
import { DIALECTS } from '../../test/databases.js';
import { fixture } from '../../test/media.js';
import { storedPhoto, storedVideo } from '../../test/stored-media.js';
import { useTestApp } from '../../test/use-test-app.js';

describe.each(DIALECTS)('a child’s photo sharing on %s', (dialect) => {
  const t = useTestApp(dialect);
  let n = 0;

  it('is on by default; a parent turns it off and the child’s photos and videos are refused', async () => {
    const { nana, joe, conversationId } = await nanaJoeAndLily(t.api, `share-${++n}`);
    const url = `/profiles/${nana.child.id}/photo_sharing`;
    const read = await t.api.get(url, nana.token);
    expect(read.statusCode).toBe(200);
    expect(read.json<PhotoSharingState>()).toEqual({ photo_sharing: { enabled: true } });

    const lily = {
      token: nana.childToken,
      user: nana.user,
      profile: nana.child,
      conversation: { id: conversationId },
    };
    const send = (message: Record<string, unknown>) =>
      t.api.post(
        `/profiles/${lily.profile.id}/conversations/${conversationId}/messages`,
        { message: { content: '', ...message } },
        lily.token,
      );
    expect((await send({ photo_ids: [(await storedPhoto(t, lily)).id] })).statusCode).toBe(201);

    const off = await t.api.request('PUT', url, {
      token: nana.token,
      body: { photo_sharing: { enabled: false } },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json<PhotoSharingState>()).toEqual({ photo_sharing: { enabled: false } });
    expect((await t.api.get(url, nana.token)).json<PhotoSharingState>().photo_sharing.enabled).toBe(
      false,
    );

    const photo = await storedPhoto(t, lily);
    const refused = await send({ photo_ids: [photo.id] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(MEDIA_MESSAGES.photosOff);
    const video = await storedVideo(t, lily, fixture('video.webm'));
    expect((await send({ video_id: video.id })).statusCode).toBe(403);
    // Words still go; a grown-up is never held back by it.
    expect((await send({ content: 'Hi Grandpa' })).statusCode).toBe(201);
    const joeSends = await t.api.post(
      `/profiles/${joe.profile.id}/conversations/${conversationId}/messages`,
      {
        message: {
          content: '',
          photo_ids: [(await storedPhoto(t, { ...joe, conversation: { id: conversationId } })).id],
        },
      },
      joe.token,
    );
    expect(joeSends.statusCode).toBe(201);

    const on = await t.api.request('PUT', url, {
      token: nana.token,
      body: { photo_sharing: { enabled: true } },
    });
    expect(on.statusCode).toBe(200);
    const sent = await send({ photo_ids: [photo.id] });
    expect(sent.statusCode).toBe(201);
    expect(sent.json<Message>().kind).toBe('photo');
  });

  it('answers 404 for a grown-up’s profile or another account’s child, 403 to the child, 422 for bad input', async () => {
    const { nana, joe } = await nanaJoeAndLily(t.api, `share-${++n}`);
    const url = (id: string) => `/profiles/${id}/photo_sharing`;
    expect((await t.api.get(url(nana.profile.id), nana.token)).statusCode).toBe(404);
    expect((await t.api.get(url(nana.child.id), joe.token)).statusCode).toBe(404);
    const foreign = await t.api.request('PUT', url(nana.child.id), {
      token: joe.token,
      body: { photo_sharing: { enabled: false } },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await t.api.get(url(nana.child.id), nana.childToken)).statusCode).toBe(403);
    for (const body of [{}, { photo_sharing: { enabled: 'no' } }, { photo_sharing: true }]) {
      const bad = await t.api.request('PUT', url(nana.child.id), { token: nana.token, body });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toContain('enabled must be true or false');
    }
    // Nothing changed by the refused calls.
    const state = await t.api.get(url(nana.child.id), nana.token);
    expect(state.json<PhotoSharingState>().photo_sharing.enabled).toBe(true);
  });
});
