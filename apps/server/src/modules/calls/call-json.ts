import type { Call, CallStory, ProfileKind } from '@hearth/shared';
import type { CallRow } from './calls.repository.js';

export interface Place {
  call_id: string;
  id: string;
  state: 'joined' | 'left' | 'declined';
  joined_at: string | null;
  nickname: string;
  kind: ProfileKind;
  account_id: string;
  quiet_start: string | null;
  quiet_end: string | null;
  quiet_time_zone: string | null;
}

/** A call as clients see it: those in it now, the earliest first. */
export function toCall(row: CallRow, places: Place[]): Call {
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    started_by: row.started_by,
    started_at: row.started_at,
    video: Number(row.video) === 1,
    participants: places
      .filter((p) => p.call_id === row.id && p.state === 'joined')
      .map((p) => ({ id: p.id, nickname: p.nickname, joined_at: p.joined_at ?? row.started_at })),
    story: row.story === null ? null : (JSON.parse(row.story) as CallStory),
  };
}
