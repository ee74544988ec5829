import { Readable } from 'node:stream';
import { KEEPSAKE_MESSAGES, RTL_LANGUAGES, type Language } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { textsFor } from '../../lib/texts/index.js';
import { hashToken } from '../../lib/tokens.js';
import { bytesOf, rangeOf } from '../media/media.service.js';
import * as repo from './printed.repository.js';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const gone = () => new HttpError(410, 'gone', KEEPSAKE_MESSAGES.linksOff);

/** The recording a printed code names: 404 for a token never given, 410 once turned off. */
export async function linkedRecording(ctx: AppContext, token: string) {
  if (!TOKEN.test(token)) throw notFound();
  const link = await repo.linkByHash(ctx.db, hashToken(token));
  if (!link) throw notFound();
  if (link.links_off_at) throw gone();
  return link;
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** `<html>`'s attributes: the reader's language, right to left for Arabic. */
const htmlOf = (language: Language) =>
  `<html lang="${language}" dir="${RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr'}">`;

/**
 * The page a printed code opens, in the language of whoever opens it: the book's title and a
 * player for its one recording (a video player for a video), nothing else of the family (no
 * names, no other message), and no search engine keeps it. The title keeps its own direction.
 */
export function linkPage(
  title: string,
  token: string,
  mimeType: string,
  language: Language,
): string {
  const texts = textsFor(language).keepsakeLink;
  const [tag, controls] = mimeType.startsWith('video/')
    ? ['video', 'controls playsinline']
    : ['audio', 'controls'];
  return `<!doctype html>
${htmlOf(language)}
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escape(title)}</title>
<style>
body{font:18px/1.5 system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#fdf8f3;color:#2b2118}
main{padding:24px;max-width:32rem;text-align:center}
audio,video{width:100%;min-height:44px;margin-top:16px}
</style>
</head>
<body>
<main>
<h1 dir="auto">${escape(title)}</h1>
<p>${escape(texts.intro)}</p>
<${tag} ${controls} preload="metadata" src="/k/${token}/audio" aria-label="${escape(texts.recordingFrom(title))}">${escape(texts.noAudio)}</${tag}>
</main>
</body>
</html>
`;
}

/** A page for a code that plays nothing: turned off (410) or never given (404). */
export function gonePage(status: number, language: Language): string {
  const texts = textsFor(language).keepsakeLink;
  return `<!doctype html>
${htmlOf(language)}
<head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Hearth</title></head>
<body style="font:18px/1.5 system-ui,sans-serif;padding:24px"><p>${escape(status === 410 ? texts.gone : texts.notFound)}</p></body>
</html>
`;
}

/** The recording's bytes, with ranges as a browser's audio element asks for them. */
export async function linkAudio(ctx: AppContext, token: string, rangeHeader: string | undefined) {
  const media = await linkedRecording(ctx, token);
  const range = rangeOf(media.byte_size, rangeHeader);
  const { start, end } = range ?? { start: 0, end: media.byte_size - 1 };
  const headers: Record<string, string> = {
    'content-type': media.mime_type,
    'content-length': String(end - start + 1),
    'accept-ranges': 'bytes',
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex, nofollow',
    'content-security-policy': "default-src 'none'; sandbox",
  };
  if (range) headers['content-range'] = `bytes ${start}-${end}/${media.byte_size}`;
  const body = Readable.from(bytesOf(ctx.db, media, start, end), { objectMode: false });
  return { status: range ? 206 : 200, headers, body };
}
