import { MESSAGE_KINDS, type MessageKind } from '@hearth/shared';
import { KIND_LOOKS, lookOf, type KindLook } from '.';

// Every part of a look: a part added fails to type-check here until it is listed, and fails
// below until each kind has it.
const PARTS: Record<keyof KindLook, 'string' | 'function' | 'boolean' | 'object'> = {
  kind: 'string',
  preview: 'function',
  reported: 'function',
  editable: 'boolean',
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
    }
  });
});
