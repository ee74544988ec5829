import { DEFAULT_LANGUAGE, FAMILY_MESSAGES, RTL_LANGUAGES, type Language } from '@hearth/shared';
import { textsFor } from '../../lib/texts/index.js';
import type { ExportedProfile } from './export-document.js';

// Inside a <script>, JSON must not close the element or open a comment.
const scriptSafe = (json: string) =>
  json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

const htmlSafe = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Where the page puts the n-th value into a line: `{{0}}`, `{{1}}`. */
const slot = (n: number) => `{{${n}}}`;

/**
 * The viewer's lines in the exporting profile's language, as templates the page fills in with
 * the names, titles and dates of the data (in one pass: a value is never read as a template).
 */
export function viewerTexts(language: Language | null) {
  const t = textsFor(language).exportViewer;
  return {
    /** How the browser writes dates; null for English: the browser's own, as it always was. */
    locale: (language ?? DEFAULT_LANGUAGE) === 'en' ? null : language,
    exported: t.exported(slot(0)),
    with: t.with(slot(0)),
    separator: t.listSeparator,
    edited: t.edited,
    deleted: t.messageDeleted,
    /** An erased profile's tombstones name their sender with the contract's English words. */
    erased: FAMILY_MESSAGES.profileDeleted,
    profileDeleted: t.profileDeleted,
    voiceFrom: t.voiceFrom(slot(0)),
    photoFrom: t.photoFrom(slot(0), slot(1), slot(2)),
    videoFrom: t.videoFrom(slot(0)),
    read: t.read(slot(0), slot(1)),
    page: t.page(slot(0), slot(1)),
    pageReadBy: t.pageReadBy(slot(0), slot(1)),
    inReplyTo: t.inReplyTo(slot(0)),
    reactions: t.reactions,
    settings: t.settings,
    easyModeOn: t.easyModeOn,
    easyModeOff: t.easyModeOff,
    frameNight: t.frameNight(slot(0), slot(1)),
    callButtons: t.callButtons(slot(0)),
    shownConversations: t.shownConversations(slot(0)),
  };
}

/**
 * A page that shows the exported conversations and plays their recordings when opened straight
 * from the unpacked zip (file://, no server, no network): the data is inside it, the recordings
 * are beside it, and it builds the page with text nodes only. It speaks `language` (null:
 * English), right to left for Arabic; what people wrote takes its own direction (dir="auto").
 * `names` gives the nicknames of the profiles that the settings' call buttons name by id.
 */
export function offlineIndex(
  documents: ExportedProfile[],
  language: Language | null,
  names: Record<string, string> = {},
): string {
  const lang = language ?? DEFAULT_LANGUAGE;
  const title = htmlSafe(textsFor(language).exportViewer.title);
  return `<!doctype html>
<html lang="${lang}" dir="${RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 48rem; padding: 1rem; color: #2b2118; background: #fffaf3; }
h1, h2, h3 { line-height: 1.2; }
section { border-top: 1px solid #e6d9c6; margin-top: 1.5rem; }
ol { list-style: none; padding: 0; }
li { margin: 0.5rem 0; padding: 0.5rem 0.75rem; background: #fff; border-radius: 0.75rem; }
.meta { color: #6b5a48; font-size: 0.875rem; }
.deleted { font-style: italic; color: #6b5a48; }
audio { display: block; margin-top: 0.25rem; width: 100%; min-height: 44px; }
.quote { display: block; margin: 0.25rem 0; padding: 0.25rem 0.75rem; border-inline-start: 4px solid #c2410c; background: #fdf3e7; border-radius: 0.5rem; color: inherit; text-decoration: none; }
.quote:focus-visible, a:focus-visible { outline: 3px solid #c2410c; outline-offset: 2px; }
.chips { display: flex; flex-wrap: wrap; gap: 0.25rem; list-style: none; margin: 0.25rem 0 0; padding: 0; }
.chips li { margin: 0; padding: 0.125rem 0.5rem; border: 2px solid #e6d9c6; border-radius: 1rem; background: #fffaf3; }
img, video { display: block; margin-top: 0.25rem; max-width: 100%; height: auto; border-radius: 0.5rem; }
</style>
</head>
<body>
<h1>${title}</h1>
<main id="export"></main>
<script id="data" type="application/json">${scriptSafe(JSON.stringify(documents))}</script>
<script id="texts" type="application/json">${scriptSafe(JSON.stringify(viewerTexts(language)))}</script>
<script id="names" type="application/json">${scriptSafe(JSON.stringify(names))}</script>
<script>
(function () {
  var data = JSON.parse(document.getElementById('data').textContent);
  var T = JSON.parse(document.getElementById('texts').textContent);
  var names = JSON.parse(document.getElementById('names').textContent);
  var root = document.getElementById('export');
  function el(tag, text, cls) {
    var node = document.createElement(tag);
    if (text) node.textContent = text;
    if (cls) node.className = cls;
    return node;
  }
  // What people wrote, in whatever direction its own letters take.
  function own(tag, text) {
    var node = el(tag, text);
    node.dir = 'auto';
    return node;
  }
  function say(template) {
    var values = Array.prototype.slice.call(arguments, 1);
    return template.replace(/\\{\\{(\\d)\\}\\}/g, function (_, n) {
      return String(values[n]);
    });
  }
  function when(at) {
    return T.locale ? new Date(at).toLocaleString(T.locale) : new Date(at).toLocaleString();
  }
  // Each profile's copy of a message has its own anchor, which that profile's quotes lead to.
  function anchor(n, id) {
    return 'p' + n + '-' + id;
  }
  function quote(n, m) {
    var link = el('a', '', 'quote');
    link.href = '#' + anchor(n, m.reply_to.id);
    link.appendChild(el('div', say(T.inReplyTo, m.reply_to.sender), 'meta'));
    link.appendChild(own('div', m.reply_to.preview));
    return link;
  }
  function chips(m) {
    var list = el('ul', '', 'chips');
    list.setAttribute('aria-label', T.reactions);
    m.reactions.forEach(function (r) {
      var chip = el('li', r.emoji + ' ' + r.count);
      var who = own('span', ' · ' + r.by.join(T.separator));
      who.className = 'meta';
      chip.appendChild(who);
      list.appendChild(chip);
    });
    return list;
  }
  // The profile's settings as the family set them: easy mode, the frame, what it shows.
  function settings(doc) {
    var s = doc.settings;
    var part = el('div');
    part.appendChild(el('h3', T.settings));
    part.appendChild(el('p', s.easy_mode ? T.easyModeOn : T.easyModeOff));
    if (s.frame.night) part.appendChild(el('p', say(T.frameNight, s.frame.night.start, s.frame.night.end)));
    var calls = s.frame.call_profile_ids.map(function (id) { return names[id] || id; });
    if (calls.length) part.appendChild(own('p', say(T.callButtons, calls.join(T.separator))));
    if (s.shown_conversation_ids) {
      var titles = doc.conversations.filter(function (c) {
        return s.shown_conversation_ids.indexOf(c.id) >= 0;
      }).map(function (c) { return c.title; });
      part.appendChild(own('p', say(T.shownConversations, titles.join(T.separator))));
    }
    return part;
  }
  data.forEach(function (doc, n) {
    var profile = el('section');
    profile.appendChild(own('h2', doc.profile.nickname));
    profile.appendChild(el('p', say(T.exported, when(doc.exported_at)), 'meta'));
    if (doc.settings) profile.appendChild(settings(doc));
    doc.conversations.forEach(function (c) {
      profile.appendChild(own('h3', c.title));
      profile.appendChild(el('p', say(T.with, c.participants.join(T.separator)), 'meta'));
      var list = el('ol');
      c.messages.forEach(function (m) {
        var item = el('li');
        item.id = anchor(n, m.id);
        var sender = m.deleted && m.sender === T.erased ? T.profileDeleted : m.sender;
        item.appendChild(el('div', sender + ' · ' + when(m.created_at) + (m.edited_at ? ' · ' + T.edited : ''), 'meta'));
        if (m.reply_to) item.appendChild(quote(n, m));
        if (m.deleted) item.appendChild(el('div', T.deleted, 'deleted'));
        else if (m.content) item.appendChild(own('div', m.content));
        if (m.recording) {
          var audio = el('audio');
          audio.controls = true;
          audio.preload = 'none';
          audio.src = m.recording;
          audio.setAttribute('aria-label', say(T.voiceFrom, m.sender));
          item.appendChild(audio);
        }
        (m.pictures || []).forEach(function (p, i, all) {
          var media;
          if (p.mime_type.indexOf('video/') === 0) {
            media = el('video');
            media.controls = true;
            media.preload = 'metadata';
            if (p.poster) media.poster = p.poster;
            media.setAttribute('aria-label', say(T.videoFrom, m.sender));
          } else {
            media = el('img');
            media.loading = 'lazy';
            media.alt = say(T.photoFrom, m.sender, i + 1, all.length) + (m.content ? ': ' + m.content : '');
          }
          media.src = p.file;
          item.appendChild(media);
        });
        if (m.story) {
          item.appendChild(el('div', say(T.read, m.sender, m.story.title)));
          m.story.pages.forEach(function (page) {
            item.appendChild(own('p', say(T.page, page.page_number, page.text)));
            if (!page.recording) return;
            var voice = el('audio');
            voice.controls = true;
            voice.preload = 'none';
            voice.src = page.recording;
            voice.setAttribute('aria-label', say(T.pageReadBy, page.page_number, m.sender));
            item.appendChild(voice);
          });
        }
        if (m.reactions) item.appendChild(chips(m));
        list.appendChild(item);
      });
      profile.appendChild(list);
    });
    root.appendChild(profile);
  });
})();
</script>
</body>
</html>
`;
}
