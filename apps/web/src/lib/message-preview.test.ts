import { messagePreview } from './message-preview';
import { spokenDuration } from './voice/spoken-duration';

describe('messagePreview', () => {
  it('says Voice message and its length for a voice message', () => {
    expect(messagePreview({ kind: 'voice', content: '', audio: { duration_ms: 12_000 } })).toBe(
      'Voice message (0:12)',
    );
    expect(messagePreview({ kind: 'voice', content: '', audio: { duration_ms: 75_400 } })).toBe(
      'Voice message (1:15)',
    );
    expect(messagePreview({ kind: 'voice', content: '', audio: { duration_ms: 300 } })).toBe(
      'Voice message (0:01)',
    );
  });

  it('adds a caption, and shows a text message as one line', () => {
    expect(
      messagePreview({
        kind: 'voice',
        content: ' Happy\nbirthday ',
        audio: { duration_ms: 9_600 },
      }),
    ).toBe('Voice message (0:10): Happy birthday');
    expect(messagePreview({ kind: 'text', content: 'See you\n\nat noon' })).toBe('See you at noon');
  });
});

describe('messagePreview of photos and videos', () => {
  const photo = { id: 'f', url: 'u', thumb_url: 't', width: 4, height: 3, placeholder: null };

  it('says Photo for one, and counts several', () => {
    expect(messagePreview({ kind: 'photo', content: '', photos: [photo] })).toBe('Photo');
    expect(messagePreview({ kind: 'photo', content: '', photos: [photo, photo, photo] })).toBe(
      '3 photos',
    );
    expect(
      messagePreview({ kind: 'photo', content: ' At the\nbeach ', photos: [photo, photo] }),
    ).toBe('2 photos: At the beach');
  });

  it('says Video and its length, with a caption after it', () => {
    expect(messagePreview({ kind: 'video', content: '', video: { duration_ms: 42_000 } })).toBe(
      'Video (0:42)',
    );
    expect(
      messagePreview({ kind: 'video', content: 'First steps', video: { duration_ms: 61_200 } }),
    ).toBe('Video (1:01): First steps');
  });
});

describe('spokenDuration', () => {
  it('says a length as words', () => {
    expect(spokenDuration(12)).toBe('12 seconds');
    expect(spokenDuration(1)).toBe('1 second');
    expect(spokenDuration(0.2)).toBe('1 second');
    expect(spokenDuration(60)).toBe('1 minute');
    expect(spokenDuration(125)).toBe('2 minutes 5 seconds');
  });
});
