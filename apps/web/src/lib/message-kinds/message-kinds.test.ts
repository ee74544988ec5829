import { MESSAGE_KINDS, type Message, type MessageKind } from '@hearth/shared';
import { KIND_LOOKS, lookOf, type KindLook } from '.';

// Every part of a look: a part added fails to type-check here until it is listed, and fails
// below until each kind has it.
const PARTS: Record<keyof KindLook, 'string' | 'function' | 'boolean' | 'object'> = {
  kind: 'string',
  preview: 'function',
  reported: 'function',
  editable: 'boolean',
  frame: 'function',
  // null for a kind no composer sends; checked below.
  outbox: 'object',
};

describe('the message kinds’ looks', () => {
  it('has one look per kind of the contract', () => {
    expect(KIND_LOOKS.map((look) => look.kind).sort()).toEqual([...MESSAGE_KINDS].sort());
  });

  it.each(KIND_LOOKS.map((look) => [look.kind, look] as const))(
    '%s has every part',
    (_kind, look) => {
      for (const [part, type] of Object.entries(PARTS)) {
        expect(typeof look[part as keyof KindLook], part).toBe(type);
      }
    },
  );

  it('names each kind in a child’s report, and quotes a text', () => {
    const line = (kind: MessageKind) => lookOf(kind).reported('Gran', 'Family', 'Dinner?');
    expect(line('text')).toBe('Gran in Family: “Dinner?”');
    expect(line('voice')).toBe('Gran in Family: a voice message');
    expect(line('story')).toBe('Gran in Family: a story');
    expect(line('photo')).toBe('Gran in Family: a photo');
    expect(line('video')).toBe('Gran in Family: a video');
    expect(line('call')).toBe('Gran in Family: a call');
  });

  it('lets only a text be edited', () => {
    expect(KIND_LOOKS.filter((look) => look.editable).map((look) => look.kind)).toEqual(['text']);
  });

  it('sends through the outbox what a composer writes, each kind with its own uploads', () => {
    const sent = KIND_LOOKS.filter((look) => look.outbox !== null);
    expect(sent.map((look) => look.kind)).toEqual(['text', 'voice', 'photo', 'video']);
    for (const { kind, outbox } of sent) {
      expect(typeof outbox?.upload, kind).toBe('function');
      expect(typeof outbox?.stored, kind).toBe('function');
      expect(typeof outbox?.pending, kind).toBe('function');
      expect(typeof outbox?.cancellable, kind).toBe('boolean');
    }
    const cancellable = sent.filter((look) => look.outbox?.cancellable);
    expect(cancellable.map((look) => look.kind)).toEqual(['photo', 'video']);
  });

  it('says what a frame shows of each kind, and nothing of an empty one', () => {
    const full = {
      content: 'Dinner?',
      audio: { url: 'a' },
      video: { url: 'v' },
      photos: [{ url: 'p' }],
    } as unknown as Message;
    const shows = (kind: MessageKind, message: Partial<Message> = full) =>
      lookOf(kind).frame({ ...message, kind, content: message.content ?? '' } as Message);
    expect(shows('text')).toEqual({ news: 'text' });
    expect(shows('voice')).toEqual({ news: 'play' });
    expect(shows('video')).toEqual({ news: 'play', slide: true });
    expect(shows('photo')).toEqual({ slide: true });
    expect(shows('story')).toBeNull();
    expect(shows('call')).toBeNull();
    for (const kind of MESSAGE_KINDS) expect(shows(kind, { content: ' ' }), kind).toBeNull();
  });
});
