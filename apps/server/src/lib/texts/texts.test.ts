import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@hearth/shared';
import { SERVER_TEXTS, textsFor } from './index.js';

/** Every text of a table, each function called with recognisable values. */
function sample(language: (typeof LANGUAGES)[number]) {
  const {
    push,
    children,
    preview,
    exportViewer: viewer,
    book,
    printed,
    keepsakeLink: link,
  } = SERVER_TEXTS[language];
  return {
    'push.text': [push.text('NAME', 'WORDS'), ['NAME', 'WORDS']],
    'push.voice': [push.voice('NAME', '1:15'), ['NAME', '1:15']],
    'push.photo': [push.photos('NAME', 1), ['NAME']],
    'push.photos': [push.photos('NAME', 3), ['NAME', '3']],
    'push.many photos': [push.photos('NAME', 10), ['NAME', '10']],
    'push.video': [push.video('NAME', '0:42'), ['NAME', '0:42']],
    'push.story': [push.story('NAME', 'TITLE'), ['NAME', 'TITLE']],
    'push.story untitled': [push.story('NAME', null), ['NAME']],
    'push.newMessageFrom': [push.newMessageFrom('NAME'), ['NAME']],
    'push.approvalTitle': [push.approvalTitle('NAME', 'CHILD'), ['NAME', 'CHILD']],
    'push.approvalBody': [push.approvalBody, ['Hearth']],
    'preview.photo': [preview.photos(1), []],
    'preview.photos': [preview.photos(3), ['3']],
    'preview.voice': [preview.voice('0:12'), ['0:12']],
    'preview.video': [preview.video('0:42'), ['0:42']],
    'preview.story': [preview.story('TITLE'), ['TITLE']],
    'preview.story untitled': [preview.story(null), []],
    'preview.missedCall': [preview.missedCall(false), []],
    'preview.missedVideoCall': [preview.missedCall(true), []],
    'preview.deleted': [preview.deleted, []],
    'children.someoneNew': [children.someoneNew, []],
    'children.pausedTitle': [children.pausedTitle, []],
    'children.waitingChild': [children.waitingChild('NAME'), ['NAME']],
    'exportViewer.title': [viewer.title, ['Hearth']],
    'exportViewer.exported': [viewer.exported('WHEN'), ['WHEN']],
    'exportViewer.with': [viewer.with('NAMES'), ['NAMES']],
    'exportViewer.edited': [viewer.edited, []],
    'exportViewer.messageDeleted': [viewer.messageDeleted, []],
    'exportViewer.profileDeleted': [viewer.profileDeleted, []],
    'exportViewer.voiceFrom': [viewer.voiceFrom('NAME'), ['NAME']],
    'exportViewer.photoFrom': [viewer.photoFrom('NAME', '3', '5'), ['NAME', '3', '5']],
    'exportViewer.videoFrom': [viewer.videoFrom('NAME'), ['NAME']],
    'exportViewer.inReplyTo': [viewer.inReplyTo('NAME'), ['NAME']],
    'exportViewer.reactions': [viewer.reactions, []],
    'exportViewer.read': [viewer.read('NAME', 'TITLE'), ['NAME', 'TITLE']],
    'exportViewer.page': [viewer.page('7', 'WORDS'), ['7', 'WORDS']],
    'exportViewer.pageReadBy': [viewer.pageReadBy('7', 'NAME'), ['7', 'NAME']],
    'exportViewer.settings': [viewer.settings, []],
    'exportViewer.easyModeOn': [viewer.easyModeOn, []],
    'exportViewer.easyModeOff': [viewer.easyModeOff, []],
    'exportViewer.frameNight': [viewer.frameNight('21:00', '07:00'), ['21:00', '07:00']],
    'exportViewer.callButtons': [viewer.callButtons('NAMES'), ['NAMES']],
    'exportViewer.shownConversations': [viewer.shownConversations('TITLES'), ['TITLES']],
    'book.readBy': [book.readBy('NAME', 'OTHERS', 'WHEN'), ['NAME', 'OTHERS', 'WHEN']],
    'book.readBy alone': [book.readBy('NAME', null, 'WHEN'), ['NAME', 'WHEN']],
    'book.page': [book.page('7'), ['7']],
    'book.contents': [book.contents, []],
    'book.cover': [book.cover, []],
    'printed.codesPlay': [printed.codesPlay, []],
    'printed.scanToListen': [printed.scanToListen, []],
    'printed.madeOn': [printed.madeOn('WHEN'), ['WHEN', 'Hearth']],
    'keepsakeLink.intro': [link.intro, ['Hearth']],
    'keepsakeLink.recordingFrom': [link.recordingFrom('TITLE'), ['TITLE']],
    'keepsakeLink.noAudio': [link.noAudio, []],
    'keepsakeLink.gone': [link.gone, []],
    'keepsakeLink.notFound': [link.notFound, []],
  } satisfies Record<string, [string, string[]]>;
}

const SAME_WORD: Partial<Record<(typeof LANGUAGES)[number], string[]>> = {
  fr: ['preview.photo', 'preview.photos', 'book.page'],
  de: ['preview.video'],
};

describe("the server's texts", () => {
  it('says English word for word as the product always has', () => {
    const { push, children, exportViewer } = SERVER_TEXTS.en;
    expect(push.text('Gran', 'Dinner?')).toBe('Gran: Dinner?');
    expect(push.voice('Gran', '1:15')).toBe('Gran sent a voice message (1:15)');
    expect(push.story('Gran', 'Frog')).toBe('Gran read you Frog');
    expect(push.story('Gran', null)).toBe('Gran read you a story');
    expect(push.photos('Gran', 1)).toBe('Gran sent a photo');
    expect(push.photos('Gran', 3)).toBe('Gran sent 3 photos');
    expect(push.video('Gran', '0:42')).toBe('Gran sent a video (0:42)');
    expect(SERVER_TEXTS.ar.push.photos('Nana', 2)).toBe('صورتان من Nana');
    expect(SERVER_TEXTS.ar.push.photos('Nana', 3)).toBe('3 صور من Nana');
    expect(push.newMessageFrom('Gran')).toBe('New message from Gran');
    expect(push.approvalTitle('Dan', 'Lily')).toBe('Dan wants to talk with Lily');
    expect(push.approvalBody).toBe('Open Hearth to approve or decline');
    expect(children.someoneNew).toBe('Someone new (waiting for a grown-up)');
    expect(children.pausedTitle).toBe('Waiting for a grown-up');
    expect(children.waitingChild('Lily')).toBe('Lily (waiting for a grown-up)');
    expect(exportViewer.title).toBe('Hearth export');
    expect(exportViewer.with(['Oma', 'Lily'].join(exportViewer.listSeparator))).toBe(
      'With Oma, Lily',
    );
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    'has every text in %s, its own words, with every name it is given',
    (language) => {
      const english = sample('en');
      for (const [key, [text, kept]] of Object.entries(sample(language))) {
        expect(text.trim(), key).not.toBe('');
        for (const value of kept) expect(text, key).toContain(value);
        // "Name: words" has no words of its own: several languages write it as English does;
        // and a word is sometimes the same (French "Photo", German "Video").
        if (key !== 'push.text' && !SAME_WORD[language]?.includes(key))
          expect(text, key).not.toBe(english[key as keyof typeof english][0]);
      }
    },
  );

  it('reads English for a profile that has not chosen a language', () => {
    expect(textsFor(null)).toBe(SERVER_TEXTS.en);
    expect(textsFor(undefined)).toBe(SERVER_TEXTS.en);
    expect(textsFor('ar')).toBe(SERVER_TEXTS.ar);
  });
});
