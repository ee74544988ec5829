import { aMessage, anAudio } from '@/test/messages';
import { nextInChain } from './chain';

const me = { id: 'p1', nickname: 'Sam' };

describe('nextInChain', () => {
  it('plays the next unplayed voice message, passing over heard and own ones', () => {
    const first = aMessage({ audio: anAudio(3) });
    const heard = aMessage({ audio: anAudio(3, 'a1', [me.id]) });
    const own = aMessage({ audio: anAudio(3), from: me });
    const next = aMessage({ audio: anAudio(3) });
    const messages = [first, heard, own, next];
    expect(nextInChain(messages, first.id, me.id)).toBe(next.id);
    expect(nextInChain(messages, next.id, me.id)).toBeNull();
  });

  it('stops at a text message in between', () => {
    const first = aMessage({ audio: anAudio(3) });
    const text = aMessage({ content: 'Did you hear that?' });
    const later = aMessage({ audio: anAudio(3) });
    expect(nextInChain([first, text, later], first.id, me.id)).toBeNull();
  });

  it('knows nothing of a message that is not in the list', () => {
    expect(nextInChain([aMessage({ audio: anAudio(3) })], 'gone', me.id)).toBeNull();
  });
});
