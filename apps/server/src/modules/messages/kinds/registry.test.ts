import { MESSAGE_KINDS } from '@hearth/shared';
import { describe, expect, it } from 'vitest';
import { SERVER_TEXTS } from '../../../lib/texts/index.js';
import {
  KINDS,
  kindOf,
  kindOfBody,
  mayEarn,
  type KindHandler,
  type MessageBody,
} from './registry.js';

// Every part of a handler: a part added to KindHandler fails to type-check here until it is
// listed, and each kind below fails until it has it. An optional part is one a kind may lack
// (a kind without uploads has no check), so only its type is checked when present.
const PARTS: Record<keyof KindHandler, 'function' | 'boolean' | 'string' | 'defined' | 'optional'> =
  {
    kind: 'string',
    claims: 'function',
    pushText: 'function',
    preview: 'function',
    exportForm: 'function',
    voiceMs: 'function',
    playable: 'boolean',
    editable: 'boolean',
    printed: 'defined',
    badges: 'defined',
    check: 'optional',
    fields: 'optional',
    pictures: 'optional',
    pictureCounts: 'optional',
    usedRefusal: 'optional',
  };

describe('the message kinds', () => {
  it('registers one handler per kind of the contract', () => {
    expect(KINDS.map((k) => k.kind).sort()).toEqual([...MESSAGE_KINDS].sort());
  });

  it.each(KINDS.map((k) => [k.kind, k] as const))('%s has every part', (_name, handler) => {
    for (const [part, type] of Object.entries(PARTS)) {
      const value = handler[part as keyof KindHandler];
      if (type === 'defined') expect(value, part).toBeDefined();
      else if (type !== 'optional') expect(typeof value, part).toBe(type);
    }
    // A kind that carries an upload checks it; text and a call's record carry none.
    const uploads = handler.kind !== 'text' && handler.kind !== 'call';
    expect(typeof handler.check).toBe(uploads ? 'function' : 'undefined');
    // A photo or a video counts in a child's activity; the others add none.
    expect(typeof handler.pictureCounts).toBe(handler.pictures ? 'function' : 'undefined');
  });

  it('says which kinds are heard, edited, pictures and printed', () => {
    const which = (part: 'playable' | 'editable' | 'printed' | 'pictures') =>
      KINDS.filter((k) => k[part]).map((k) => k.kind);
    expect(which('playable')).toEqual(['voice', 'story']);
    expect(which('editable')).toEqual(['text']);
    expect(which('pictures')).toEqual(['photo', 'video']);
    expect(which('printed')).toEqual(['voice', 'story', 'photo', 'video', 'text']);
  });

  it('says what each kind earns: a call’s record nothing, even with a prompt', () => {
    const earns = (answer: string | null) =>
      KINDS.filter((k) => mayEarn({ kind: k.kind, prompt_id: answer })).map((k) => k.kind);
    expect(earns(null)).toEqual(['voice', 'story']);
    expect(earns('prompt')).toEqual(['voice', 'story', 'photo', 'video', 'text']);
    expect(KINDS.filter((k) => typeof k.badges === 'function').map((k) => k.kind)).toEqual([
      'voice',
      'story',
    ]);
  });

  it('gives each request body to its kind, and text to anything else', () => {
    const body = (extra: Partial<MessageBody>) => ({ content: 'hi', ...extra }) as MessageBody;
    expect(kindOfBody(body({})).kind).toBe('text');
    expect(kindOfBody(body({ audio_id: 'a' })).kind).toBe('voice');
    expect(kindOfBody(body({ story: { story_id: 's', pages: [] } })).kind).toBe('story');
    expect(kindOfBody(body({ photo_ids: ['p'] })).kind).toBe('photo');
    expect(kindOfBody(body({ video_id: 'v', poster_id: 'p' })).kind).toBe('video');
    expect(kindOf('hologram').kind).toBe('text');
  });

  it("writes each kind its own push line, in the reader's language, and voice minutes", () => {
    const row = { content: 'Dinner?', duration_ms: 75_000, story: '{"title":"Frog"}' };
    const { en, es } = SERVER_TEXTS;
    expect(kindOf('text').pushText(row, 'Gran', en.push)).toBe('Gran: Dinner?');
    expect(kindOf('voice').pushText(row, 'Gran', en.push)).toBe('Gran sent a voice message (1:15)');
    expect(kindOf('story').pushText(row, 'Gran', en.push)).toBe('Gran read you Frog');
    expect(kindOf('story').pushText({ ...row, story: '{}' }, 'Gran', en.push)).toBe(
      'Gran read you a story',
    );
    expect(kindOf('voice').pushText(row, 'Abuela', es.push)).toBe(
      'Abuela envió un mensaje de voz (1:15)',
    );
    expect(kindOf('story').pushText(row, 'Abuela', es.push)).toBe('Abuela te leyó «Frog»');
    expect(kindOf('photo').pushText({ ...row, media_count: 1 }, 'Gran', en.push)).toBe(
      'Gran sent a photo',
    );
    expect(kindOf('photo').pushText({ ...row, media_count: '3' }, 'Gran', en.push)).toBe(
      'Gran sent 3 photos',
    );
    expect(kindOf('video').pushText({ ...row, duration_ms: 42_000 }, 'Gran', en.push)).toBe(
      'Gran sent a video (0:42)',
    );
    expect(KINDS.map((k) => [k.kind, k.voiceMs(row)])).toEqual([
      ['voice', 75_000],
      ['story', 0],
      ['photo', 0],
      ['video', 0],
      ['call', 0],
      ['text', 0],
    ]);
    const call = (facts: object) => ({ ...row, content: JSON.stringify(facts) });
    const talked = call({ video: true, duration_ms: 12 * 60_000, missed: false });
    expect(kindOf('call').pushText(talked, 'Nana', en.push)).toBe('Video call, 12 min');
    expect(kindOf('call').pushText(talked, 'Nana', es.push)).toBe('Videollamada, 12 min');
    const missed = call({ video: false, duration_ms: 0, missed: true });
    expect(kindOf('call').pushText(missed, 'Nana', en.push)).toBe('Missed call from Nana');
    expect(kindOf('call').pushText(missed, 'Nana', SERVER_TEXTS.ar.push)).toBe(
      'مكالمة فائتة من Nana',
    );
  });

  it("quotes each kind in one line for a reply, in the reader's language", () => {
    const row = { content: 'x'.repeat(150), duration_ms: 12_400, story: '{"title":"Frog"}' };
    const { en, de } = SERVER_TEXTS;
    expect(kindOf('text').preview(row, en)).toBe('x'.repeat(100));
    expect(kindOf('text').preview({ ...row, content: 'Dinner?' }, en)).toBe('Dinner?');
    expect(kindOf('voice').preview(row, en)).toBe('Voice message (0:12)');
    expect(kindOf('voice').preview(row, de)).toBe('Sprachnachricht (0:12)');
    expect(kindOf('photo').preview({ ...row, media_count: 1 }, en)).toBe('Photo');
    expect(kindOf('photo').preview({ ...row, media_count: '3' }, en)).toBe('3 photos');
    expect(kindOf('video').preview({ ...row, duration_ms: 42_000 }, en)).toBe('Video (0:42)');
    expect(kindOf('story').preview(row, en)).toBe('Story: Frog');
    const call = (facts: object) => ({ ...row, content: JSON.stringify(facts) });
    const talked = call({ video: true, duration_ms: 12 * 60_000, missed: false });
    expect(kindOf('call').preview(talked, en)).toBe('Video call, 12 min');
    const missed = call({ video: false, duration_ms: 0, missed: true });
    expect(kindOf('call').preview(missed, en)).toBe('Missed call');
  });

  it('exports each kind with its own files', async () => {
    const tools = {
      recording: (id: string) => `recordings/${id}`,
      story: async () => 'pages',
      picture: (id: string) => `pictures/${id}`,
      photos: async () => [
        { media_id: 'p1', mime_type: 'image/webp' },
        { media_id: 'p2', mime_type: 'image/webp' },
      ],
      poster: async () => ({ media_id: 'po', mime_type: 'image/webp' }),
    };
    const row = {
      content: '',
      duration_ms: 1,
      story: '{}',
      media_id: 'm1',
      mime_type: 'audio/webm',
    };
    expect(await kindOf('text').exportForm(row, tools)).toEqual({ recording: null });
    expect(await kindOf('voice').exportForm(row, tools)).toEqual({ recording: 'recordings/m1' });
    expect(await kindOf('story').exportForm(row, tools)).toEqual({
      recording: null,
      story: 'pages',
    });
    expect(await kindOf('photo').exportForm(row, tools)).toEqual({
      recording: null,
      pictures: [
        { file: 'pictures/p1', mime_type: 'image/webp' },
        { file: 'pictures/p2', mime_type: 'image/webp' },
      ],
    });
    const video = { ...row, mime_type: 'video/mp4' };
    expect(await kindOf('video').exportForm(video, tools)).toEqual({
      recording: null,
      pictures: [{ file: 'pictures/m1', mime_type: 'video/mp4', poster: 'pictures/po' }],
    });
  });

  it('prints each kind with the book’s tools, and leaves a call’s record out', async () => {
    const picture = { jpeg: Buffer.from('j'), width: 4, height: 3 };
    const tools = {
      texts: SERVER_TEXTS.en,
      heading: ['Gran', 'May 1'],
      day: () => 'May 1',
      link: async (id: string) => `https://h/k/${id}`,
      picture: async () => picture,
      length: async () => 75_000,
      photos: async () => [{ id: 'p1' }, { id: 'p2' }],
      poster: async () => ({ id: 'po' }),
      pageRecordings: async () => new Map([[1, 'a1']]),
    };
    const row = {
      content: 'Hi',
      media_id: 'm1',
      nickname: 'Gran',
      created_at: '2026-05-01T10:00:00Z',
      story: JSON.stringify({ title: 'Frog', pages: [{ page_number: 1, text: 'Once' }] }),
    };
    const printed = async (kind: string) =>
      (await kindOf(kind).printed?.(row, tools))?.map((e) => [e.kind, 'url' in e ? e.url : null]);
    expect(await printed('text')).toEqual([['text', null]]);
    expect(await printed('voice')).toEqual([['voice', 'https://h/k/m1']]);
    expect(await printed('photo')).toEqual([
      ['photo', null],
      ['photo', null],
    ]);
    expect(await printed('video')).toEqual([['video', 'https://h/k/m1']]);
    expect(await printed('story')).toEqual([['story', 'https://h/k/a1']]);
    expect(await printed('call')).toBeUndefined();
  });
});
