import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@hearth/shared';
import { SERVER_TEXTS, textsFor } from './index.js';

/** Every text of a table, each function called with recognisable values. */
function sample(language: (typeof LANGUAGES)[number]) {
  const { push, children, exportViewer: viewer } = SERVER_TEXTS[language];
  return {
    'push.text': [push.text('NAME', 'WORDS'), ['NAME', 'WORDS']],
    'push.voice': [push.voice('NAME', '1:15'), ['NAME', '1:15']],
    'push.story': [push.story('NAME', 'TITLE'), ['NAME', 'TITLE']],
    'push.story untitled': [push.story('NAME', null), ['NAME']],
    'push.newMessageFrom': [push.newMessageFrom('NAME'), ['NAME']],
    'push.approvalTitle': [push.approvalTitle('NAME', 'CHILD'), ['NAME', 'CHILD']],
    'push.approvalBody': [push.approvalBody, ['Hearth']],
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
    'exportViewer.read': [viewer.read('NAME', 'TITLE'), ['NAME', 'TITLE']],
    'exportViewer.page': [viewer.page('7', 'WORDS'), ['7', 'WORDS']],
    'exportViewer.pageReadBy': [viewer.pageReadBy('7', 'NAME'), ['7', 'NAME']],
  } satisfies Record<string, [string, string[]]>;
}

describe("the server's texts", () => {
  it('says English word for word as the product always has', () => {
    const { push, children, exportViewer } = SERVER_TEXTS.en;
    expect(push.text('Gran', 'Dinner?')).toBe('Gran: Dinner?');
    expect(push.voice('Gran', '1:15')).toBe('Gran sent a voice message (1:15)');
    expect(push.story('Gran', 'Frog')).toBe('Gran read you Frog');
    expect(push.story('Gran', null)).toBe('Gran read you a story');
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
        // "Name: words" has no words of its own: several languages write it as English does.
        if (key !== 'push.text')
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
