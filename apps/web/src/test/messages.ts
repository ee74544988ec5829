import type { Message, MessageAudio } from '@hearth/shared';

let counter = 0;

/** A stored message for tests: text unless audio is given. */
export function aMessage(
  fields: Partial<Message> & { from?: { id: string; nickname: string } } = {},
): Message {
  counter += 1;
  const { from = { id: 'p2', nickname: 'Gran' }, ...rest } = fields;
  return {
    id: `01900000-0000-7000-8000-${String(counter).padStart(12, '0')}`,
    content: '',
    created_at: '2026-11-21T10:00:00.000Z',
    profile: from,
    client_id: null,
    kind: rest.audio ? 'voice' : 'text',
    ...rest,
  };
}

/** A voice message's audio, heard by the profiles in `playedBy`. */
export function anAudio(seconds: number, id = 'a1', playedBy: string[] = []): MessageAudio {
  return {
    id,
    url: `/media/${id}?sig=x`,
    mime_type: 'audio/webm',
    duration_ms: seconds * 1000,
    waveform: Array.from({ length: 50 }, (_, n) => (n * 7) % 256),
    played_by: playedBy,
  };
}
