import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';

import { familyWithChild } from '../../test/children.js';
import { readQuietHours } from './quiet-hours.js';
import { useTestApp } from '../../test/use-test-app.js';

describe.each(DIALECTS)('a parent reading back a child’s settings on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('reads the quiet hours as saved and whether they are on now', async () => {
    const nana = await familyWithChild(t.api, 'nana-settings@example.org');
    const path = `/profiles/${nana.child.id}/quiet_hours`;
    expect((await t.api.get(path, nana.token)).json()).toEqual({
      quiet_hours: null,
      quiet_now: false,
    });
    const quiet = { start: '19:30', end: '07:00', time_zone: 'Europe/London' };
    const saved = await t.api.request('PUT', path, { token: nana.token, body: quiet });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ quiet_hours: quiet });
    expect((await t.api.get(path, nana.token)).json().quiet_hours).toEqual(quiet);
    // On at 21:00 in London in winter (UTC), off at noon.
    const at = (iso: string) =>
      readQuietHours(t.app.ctx, nana.user.id, nana.child.id, new Date(iso));
    expect((await at('2026-01-15T21:00:00Z')).quiet_now).toBe(true);
    expect((await at('2026-01-15T12:00:00Z')).quiet_now).toBe(false);
    // Someone else's child, and the child itself, may not read them.
    const other = await familyWithChild(t.api, 'other-settings@example.org');
    expect((await t.api.get(path, other.token)).statusCode).toBe(404);
    expect((await t.api.get(path, nana.childToken)).statusCode).toBe(403);
  });

  it('says whether a family PIN is set, never the PIN', async () => {
    const gran = await t.api.family('gran-settings@example.org');
    expect((await t.api.get('/account/pin', gran.token)).json()).toEqual({ pin_set: false });
    const nana = await familyWithChild(t.api, 'pin-settings@example.org');
    const answer = await t.api.get('/account/pin', nana.token);
    expect(answer.json()).toEqual({ pin_set: true });
    expect((await t.api.get('/account/pin', nana.childToken)).statusCode).toBe(403);
  });
});
