import type { ExportedProfile } from './export-document.js';

// Inside a <script>, JSON must not close the element or open a comment.
const scriptSafe = (json: string) =>
  json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * A page that shows the exported conversations and plays their recordings when opened straight
 * from the unpacked zip (file://, no server, no network): the data is inside it, the recordings
 * are beside it, and it builds the page with text nodes only.
 */
export function offlineIndex(documents: ExportedProfile[]): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Hearth export</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 48rem; padding: 1rem; color: #2b2118; background: #fffaf3; }
h1, h2, h3 { line-height: 1.2; }
section { border-top: 1px solid #e6d9c6; margin-top: 1.5rem; }
ol { list-style: none; padding: 0; }
li { margin: 0.5rem 0; padding: 0.5rem 0.75rem; background: #fff; border-radius: 0.75rem; }
.meta { color: #6b5a48; font-size: 0.875rem; }
.deleted { font-style: italic; color: #6b5a48; }
audio { display: block; margin-top: 0.25rem; width: 100%; min-height: 44px; }
</style>
</head>
<body>
<h1>Hearth export</h1>
<main id="export"></main>
<script id="data" type="application/json">${scriptSafe(JSON.stringify(documents))}</script>
<script>
(function () {
  var data = JSON.parse(document.getElementById('data').textContent);
  var root = document.getElementById('export');
  function el(tag, text, cls) {
    var node = document.createElement(tag);
    if (text) node.textContent = text;
    if (cls) node.className = cls;
    return node;
  }
  data.forEach(function (doc) {
    var profile = el('section');
    profile.appendChild(el('h2', doc.profile.nickname));
    profile.appendChild(el('p', 'Exported ' + new Date(doc.exported_at).toLocaleString(), 'meta'));
    doc.conversations.forEach(function (c) {
      profile.appendChild(el('h3', c.title));
      profile.appendChild(el('p', 'With ' + c.participants.join(', '), 'meta'));
      var list = el('ol');
      c.messages.forEach(function (m) {
        var item = el('li');
        item.appendChild(el('div', m.sender + ' · ' + new Date(m.created_at).toLocaleString() + (m.edited_at ? ' · edited' : ''), 'meta'));
        if (m.deleted) item.appendChild(el('div', 'Message deleted', 'deleted'));
        else if (m.content) item.appendChild(el('div', m.content));
        if (m.recording) {
          var audio = el('audio');
          audio.controls = true;
          audio.preload = 'none';
          audio.src = m.recording;
          audio.setAttribute('aria-label', 'Voice message from ' + m.sender);
          item.appendChild(audio);
        }
        if (m.story) {
          item.appendChild(el('div', m.sender + ' read ' + m.story.title));
          m.story.pages.forEach(function (page) {
            item.appendChild(el('p', 'Page ' + page.page_number + ': ' + page.text));
            if (!page.recording) return;
            var voice = el('audio');
            voice.controls = true;
            voice.preload = 'none';
            voice.src = page.recording;
            voice.setAttribute('aria-label', 'Page ' + page.page_number + ' read by ' + m.sender);
            item.appendChild(voice);
          });
        }
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
