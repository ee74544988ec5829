import { i18n, type Messages } from '@lingui/core';
import { KID_MODE_FAILED } from './choose-profile';
import { messagePreview } from './message-preview';
import { ACCOUNT_DELETED, leaveNotice, readNotice } from './notice';
import { typingText } from './realtime/typing-store';
import { listenedText } from './voice/played';
import type { Message } from '@hearth/shared';

/**
 * The ids of the messages `say` asks for: read from Lingui's "missing" event in a language
 * without a catalog, so that the test writes a translation for exactly those messages.
 */
function idsOf(say: () => unknown): string[] {
  const ids: string[] = [];
  i18n.load('xx', {});
  i18n.activate('xx');
  const stop = i18n.on('missing', ({ id }) => ids.push(id));
  try {
    say();
  } finally {
    stop();
    i18n.activate('en');
  }
  return ids;
}

function speak(locale: string, messages: Messages): void {
  i18n.load(locale, messages);
  i18n.activate(locale);
}

afterEach(() => i18n.activate('en'));

const gran = { id: 'g', nickname: 'Abuela' };
const sam = { id: 's', nickname: 'Sam' };
const ben = { id: 'b', nickname: 'Ben' };

describe("lib's sentences in the active language", () => {
  it('says who is typing, with the plural the language needs', () => {
    const [id] = idsOf(() => typingText([gran]));
    speak('es', {
      [id!]:
        '{count, plural, one {{names} está escribiendo...} other {{names} están escribiendo...}}',
    });
    expect(typingText([gran])).toBe('Abuela está escribiendo...');
    expect(typingText([gran, sam, ben])).toBe('Abuela, Sam y Ben están escribiendo...');
    expect(typingText([])).toBe('');
  });

  it('says who listened, with the Arabic dual', () => {
    const voice = {
      id: 'm',
      kind: 'voice',
      profile: { id: 'me', nickname: 'Me' },
      audio: { played_by: ['g', 's'] },
    } as unknown as Message;
    const [id] = idsOf(() => listenedText(voice, [gran, sam], 'me'));
    speak('ar', {
      [id!]:
        '{count, plural, zero {} one {استمع {list}} two {استمع {list} كلاهما} few {استمع {list}} many {استمع {list}} other {استمع {list}}}',
    });
    const pair = new Intl.ListFormat('ar', { type: 'conjunction' }).format(['Abuela', 'Sam']);
    expect(listenedText(voice, [gran, sam], 'me')).toBe(`استمع ${pair} كلاهما`);
  });

  it("previews a voice message in the language's words and digits", () => {
    const [plain, withCaption] = idsOf(() => {
      messagePreview({ kind: 'voice', content: '', audio: { duration_ms: 12_000 } });
      messagePreview({ kind: 'voice', content: 'Hola', audio: { duration_ms: 12_000 } });
    });
    speak('de', {
      [plain!]: 'Sprachnachricht ({duration})',
      [withCaption!]: 'Sprachnachricht ({duration}): {caption}',
    });
    expect(messagePreview({ kind: 'voice', content: '', audio: { duration_ms: 75_000 } })).toBe(
      'Sprachnachricht (1:15)',
    );
    expect(messagePreview({ kind: 'voice', content: 'Hallo', audio: { duration_ms: 2_000 } })).toBe(
      'Sprachnachricht (0:02): Hallo',
    );
    // The person's own words stay as they wrote them.
    expect(messagePreview({ kind: 'text', content: 'Hallo\nOma' })).toBe('Hallo Oma');
  });

  it('shows a notice in the language active when it is read', () => {
    leaveNotice(ACCOUNT_DELETED);
    speak('fr', { [ACCOUNT_DELETED.id]: 'Ton compte a été supprimé.' });
    expect(readNotice()).toBe('Ton compte a été supprimé.');
    leaveNotice('A sentence as it is');
    expect(readNotice()).toBe('A sentence as it is');
    window.sessionStorage.setItem('hearth_notice', 'Left by an older version');
    expect(readNotice()).toBe('Left by an older version');
  });

  it('keeps the English of its exported sentences', () => {
    expect(i18n._(KID_MODE_FAILED)).toBe('Kid mode could not start. Please try again.');
    leaveNotice(ACCOUNT_DELETED);
    expect(readNotice()).toBe(
      'Your account and all its data were deleted. Thank you for being part of Hearth.',
    );
  });
});
