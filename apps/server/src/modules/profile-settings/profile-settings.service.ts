import {
  DEFAULT_PROFILE_SETTINGS,
  SETTINGS_MESSAGES,
  profileSettingsUpdateSchema,
  type ProfileSettings,
  type ProfileSettingsResponse,
} from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import type { Db, Row } from '../../db/schema.js';
import { HttpError, notFound, unprocessable } from '../../lib/http-error.js';
import { nowIso } from '../../lib/ids.js';
import { validate } from '../../lib/validate.js';
import type { Principal } from '../../plugins/authenticate.js';
import { unheardAmong } from '../access/access.service.js';
import { accountStream, publish, record } from '../events/events.service.js';
import { findOwnedProfile } from '../profiles/profiles.service.js';
import * as repo from './profile-settings.repository.js';

/**
 * The profile of the request: any of the account's for an account session, its own only for a
 * one-profile session (a child's, an assisted tablet); 404 otherwise, whatever the reason.
 */
async function requireProfile(ctx: AppContext, principal: Principal, profileId: string) {
  const own = !principal.childProfileId || principal.childProfileId === profileId;
  const profile = own && (await findOwnedProfile(ctx, principal.accountId, profileId));
  if (!profile) throw notFound();
  return profile;
}

export async function readSettings(
  ctx: AppContext,
  principal: Principal,
  profileId: string,
): Promise<ProfileSettingsResponse> {
  await requireProfile(ctx, principal, profileId);
  return { settings: await currentSettings(ctx.db, profileId) };
}

/**
 * The settings as they hold now (as the API answers them, and as the family export keeps them):
 * the stored lists keep only whom the profile still shares a conversation with (and may talk
 * with) and the conversations it still takes part in.
 */
export async function currentSettings(db: Db, profileId: string): Promise<ProfileSettings> {
  const row = await repo.settingsRow(db, profileId);
  if (!row) return DEFAULT_PROFILE_SETTINGS;
  const calls = JSON.parse(row.frame_call_profile_ids) as string[];
  const shown =
    row.shown_conversation_ids === null
      ? null
      : (JSON.parse(row.shown_conversation_ids) as string[]);
  const [callable, taking] = await Promise.all([
    callableAmong(db, profileId, calls),
    repo.conversationsAmong(db, profileId, shown ?? []),
  ]);
  return settingsOf(row, {
    calls: calls.filter((id) => callable.has(id)),
    shown: shown && shown.filter((id) => taking.includes(id)),
  });
}

function settingsOf(
  row: Pick<Row<'profile_settings'>, 'easy_mode' | 'frame_night_start' | 'frame_night_end'>,
  lists: { calls: string[]; shown: string[] | null },
): ProfileSettings {
  const { frame_night_start: start, frame_night_end: end } = row;
  return {
    easy_mode: Number(row.easy_mode) === 1,
    frame: { call_profile_ids: lists.calls, night: start && end ? { start, end } : null },
    shown_conversation_ids: lists.shown,
  };
}

/** Those of `ids` the profile shares a conversation with and may talk with (the pairwise rule). */
async function callableAmong(db: Db, profileId: string, ids: string[]): Promise<Set<string>> {
  const sharing = await repo.sharingWith(db, profileId, ids);
  const unheard = new Set(await unheardAmong(db, profileId, sharing));
  return new Set(sharing.filter((id) => !unheard.has(id)));
}

const unique = (ids: string[]) => [...new Set(ids)];

/**
 * Changes what the request names, for one of the account's profiles, from an account session
 * only: a profile's own device (an assisted tablet, a child's) reads its settings and never
 * changes them. The change is logged on the account's stream with it (`profile.settings`) and
 * announced once committed, so the profile's devices follow it live or on catching up.
 */
export async function changeSettings(
  ctx: AppContext,
  principal: Principal,
  profileId: string,
  input: unknown,
): Promise<ProfileSettingsResponse> {
  if (principal.childProfileId) throw new HttpError(403, 'forbidden', SETTINGS_MESSAGES.familyOnly);
  await requireProfile(ctx, principal, profileId);
  const { settings: change } = validate(profileSettingsUpdateSchema, input);
  const calls = change.frame?.call_profile_ids && unique(change.frame.call_profile_ids);
  const shown = change.shown_conversation_ids && unique(change.shown_conversation_ids);
  const night = change.frame?.night;
  if (night && night.start === night.end) throw unprocessable([SETTINGS_MESSAGES.nightInvalid]);
  if (calls) {
    const callable = await callableAmong(ctx.db, profileId, calls);
    if (calls.some((id) => !callable.has(id))) {
      throw unprocessable([SETTINGS_MESSAGES.callButtonStranger]);
    }
  }
  if (shown) {
    const taking = new Set(await repo.conversationsAmong(ctx.db, profileId, shown));
    if (shown.some((id) => !taking.has(id))) throw unprocessable([SETTINGS_MESSAGES.shownInvalid]);
  }
  const { accountId } = principal;
  const logged = await ctx.db.transaction().execute(async (trx) => {
    await repo.lockProfile(trx, profileId);
    const before = await currentSettings(trx, profileId);
    const settings: ProfileSettings = {
      easy_mode: change.easy_mode ?? before.easy_mode,
      frame: {
        call_profile_ids: calls ?? before.frame.call_profile_ids,
        night: night === undefined ? before.frame.night : night,
      },
      shown_conversation_ids: shown === undefined ? before.shown_conversation_ids : shown,
    };
    await repo.putSettings(trx, {
      profile_id: profileId,
      easy_mode: settings.easy_mode ? 1 : 0,
      frame_call_profile_ids: JSON.stringify(settings.frame.call_profile_ids),
      frame_night_start: settings.frame.night?.start ?? null,
      frame_night_end: settings.frame.night?.end ?? null,
      shown_conversation_ids:
        settings.shown_conversation_ids && JSON.stringify(settings.shown_conversation_ids),
      updated_at: nowIso(),
    });
    const event = { type: 'profile.settings', profile_id: profileId, settings } as const;
    return { settings, events: [await record(trx, accountStream(accountId), event)] };
  });
  publish(ctx, logged.events);
  return { settings: logged.settings };
}
