import type { MessageKind } from '@hearth/shared';
import { describe, expect, it } from 'vitest';
import { SERVER_TEXTS } from '../../../lib/texts/index.js';
import { KINDS, kindOf, kindOfBody, type KindHandler, type MessageBody } from './registry.js';

// Every kind the contract names, and only those: a kind added to MessageKind fails to type-check
// here until it is listed, and fails below until it has a handler.
const CONTRACT: Record<MessageKind, true> = { text: true, voice: true, story: true };
const PARTS = [
  'claims',
  'pushText',
  'exportForm',
  'voiceMs',
] as const satisfies readonly (keyof KindHandler)[];

describe('the message kinds', () => {
  it('registers one handler per kind of the contract', () => {
    expect(KINDS.map((k) => k.kind).sort()).toEqual(Object.keys(CONTRACT).sort());
  });

  it.each(KINDS.map((k) => [k.kind, k] as const))('%s has every part', (_name, handler) => {
    for (const part of PARTS) expect(typeof handler[part], part).toBe('function');
    // A kind that carries an upload checks it; text carries none.
    expect(typeof handler.check).toBe(handler.kind === 'text' ? 'undefined' : 'function');
  });

  it('gives each request body to its kind, and text to anything else', () => {
    const body = (extra: Partial<MessageBody>) => ({ content: 'hi', ...extra }) as MessageBody;
    expect(kindOfBody(body({})).kind).toBe('text');
    expect(kindOfBody(body({ audio_id: 'a' })).kind).toBe('voice');
    expect(kindOfBody(body({ story: { story_id: 's', pages: [] } })).kind).toBe('story');
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
    expect(KINDS.map((k) => [k.kind, k.voiceMs(row)])).toEqual([
      ['voice', 75_000],
      ['story', 0],
      ['text', 0],
    ]);
  });

  it('exports each kind with its own files', async () => {
    const tools = { recording: (id: string) => `recordings/${id}`, story: async () => 'pages' };
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
  });
});
