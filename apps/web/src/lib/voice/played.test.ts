import type { ConversationPages } from '@/lib/realtime/cache-updates';
import { aMessage, anAudio } from '@/test/messages';
import { applyPlayed, hasPlayed, isUnplayedVoice, listenedText, playedBy } from './played';

const gran = { id: 'p2', nickname: 'Grandma' };
const sam = { id: 'p3', nickname: 'Sam' };
const ben = { id: 'p4', nickname: 'Ben' };
const me = { id: 'p1', nickname: 'Mum' };

function pages(...messages: ReturnType<typeof aMessage>[]): ConversationPages {
  return {
    pages: [
      { id: 'c1', title: 'Family', participants: [], messages, has_more: false, event_seq: 0 },
    ],
    pageParams: [undefined],
  };
}

describe('played markers', () => {
  it('adds a listener once and leaves everything else as it was', () => {
    const voice = aMessage({ audio: anAudio(5), from: me });
    const text = aMessage({ content: 'hi' });
    const data = pages(text, voice);
    const once = applyPlayed(data, { message_id: voice.id, profile_id: gran.id })!;
    expect(playedBy(once.pages[0]!.messages[1]!)).toEqual([gran.id]);
    expect(once.pages[0]!.messages[0]).toBe(text);
    expect(applyPlayed(once, { message_id: voice.id, profile_id: gran.id })).toBe(once);
    expect(applyPlayed(data, { message_id: 'unknown', profile_id: gran.id })).toBe(data);
    expect(applyPlayed(undefined, { message_id: voice.id, profile_id: gran.id })).toBeUndefined();
  });

  it('reads played_by from the server when it sends it', () => {
    const voice = aMessage({ audio: anAudio(5, 'a1', [me.id]) });
    expect(hasPlayed(voice, me.id)).toBe(true);
    expect(isUnplayedVoice(voice, me.id)).toBe(false);
    expect(isUnplayedVoice(aMessage({ audio: anAudio(5) }), me.id)).toBe(true);
    expect(isUnplayedVoice(aMessage({ audio: anAudio(5), from: me }), me.id)).toBe(false);
    expect(isUnplayedVoice(aMessage({ content: 'text' }), me.id)).toBe(false);
  });

  it('names who listened, leaving out the sender and unknown profiles', () => {
    const people = [me, gran, sam, ben];
    const heard = (ids: string[]) =>
      listenedText(aMessage({ audio: anAudio(3, 'a1', ids), from: me }), people, me.id);
    expect(heard([])).toBeNull();
    expect(heard([me.id])).toBeNull();
    expect(heard([gran.id])).toBe('Grandma listened');
    expect(heard([gran.id, sam.id])).toBe('Grandma and Sam listened');
    expect(heard([gran.id, 'gone', sam.id, ben.id])).toBe('Grandma, Sam and Ben listened');
  });
});
