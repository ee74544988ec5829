// Arm 10: Lighthouse (npm package, mobile preset = its default config) with Debian's Chromium on
// the landing, login and conversation pages, served by the built server, a conversation holding
// voice messages and a story card (real WebM/Opus recordings, lib/voice-file.mjs), the family
// album with five photos (lib/photo-album.mjs), the frame (/frame) showing those photos, and the
// conversation again in easy mode. The signed-in pages need a session: it is written into
// localStorage first and Lighthouse is told not to reset storage. `--pages frame,album` audits
// those pages alone.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { armOptions, runArm } from '../lib/arm-output.mjs';
import { CHROMIUM, unpinnedChromium } from '../lib/chromium.mjs';
import { quietMachine } from '../lib/proc.mjs';
import { createConversation, seedFamily, startHearth, tempDir, api } from '../lib/hearth.mjs';
import { photoAlbum } from '../lib/photo-album.mjs';
import { voiceFile } from '../lib/voice-file.mjs';

// Node 20's global fetch, named so the lint config (which lists few globals) knows it.
const { fetch } = globalThis;

/** Uploads a recording as the web client does (raw bytes); returns the media id. */
async function upload(url, family, conversationId, bytes) {
  const path = `/api/v1/profiles/${family.profile.id}/conversations/${conversationId}/media`;
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'audio/webm;codecs=opus', authorization: `Bearer ${family.token}` },
    body: bytes,
  });
  if (!res.ok) throw new Error(`upload -> ${res.status} ${await res.text()}`);
  return (await res.json()).media.id;
}

/** A conversation of a few texts, two voice messages and a story card with two pages recorded. */
async function voiceAndStory(url, family) {
  const conversation = await createConversation(url, family, 'Bedtime stories');
  const path = `/api/v1/profiles/${family.profile.id}/conversations/${conversation.id}/messages`;
  const send = (message) => api.call(url, 'POST', path, { message }, family.token);
  // About 15 s at the web client's 48 kbit/s.
  const { bytes } = voiceFile(94_000, 48);
  const waveform = Array.from({ length: 48 }, (_, i) => (i * 37) % 256);
  await send({ content: 'Who wants a story tonight?' });
  await send({
    content: '',
    audio_id: await upload(url, family, conversation.id, bytes),
    waveform,
  });
  const pages = [];
  for (const page_number of [1, 2]) {
    pages.push({ page_number, audio_id: await upload(url, family, conversation.id, bytes) });
  }
  const { id: storyId } = await send({ story: { story_id: 'three-bears', pages } });
  await send({
    content: '',
    audio_id: await upload(url, family, conversation.id, bytes),
    waveform,
  });
  await send({ content: 'Sleep well, my loves' });
  return { conversation, storyId };
}

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100 };

// Lighthouse multiplies every task it observes by its 4x CPU slowdown: the browser it audits
// runs on every core (lib/chromium.mjs), not on the arm's one.
/** Writes the web client's session keys (apps/web/src/lib/session-storage.ts) for the origin. */
// `easyAt`: a page first opened once, until it is in easy mode (the profile's setting from the
// server), so that the device keeps the mode as a grandparent's tablet does (lib/easy-mode.ts).
async function signIn(port, origin, family, user, easyAt) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${origin}/login`);
  await page.evaluate(
    ([token, u, profile]) => {
      globalThis.localStorage.setItem('api_token', token);
      globalThis.localStorage.setItem('user', JSON.stringify(u));
      globalThis.localStorage.setItem('current_profile', JSON.stringify(profile));
    },
    [family.token, user, family.profile],
  );
  if (easyAt) {
    await page.goto(easyAt);
    await page.waitForSelector('html[data-easy]', { state: 'attached', timeout: 15_000 });
  }
  await page.close();
}

/** Turns on easy mode for the profile through the settings API, as an adult of the family does. */
async function turnOnEasyMode(url, family) {
  const path = `/api/v1/profiles/${family.profile.id}/settings`;
  const body = { settings: { easy_mode: true } };
  const { settings } = await api.call(url, 'PATCH', path, body, family.token);
  if (settings.easy_mode !== true) throw new Error('easy mode did not turn on');
}

/** `--pages a,b`: the pages to audit, or null for all. */
function pageFilter() {
  const at = process.argv.indexOf('--pages');
  return at === -1 ? null : process.argv[at + 1].split(',');
}

/** What a failing pass/fail audit found first, short: enough to point at the element. */
function firstItem(audit) {
  const item = audit.details?.items?.[0];
  if (!item) return '';
  const text = JSON.stringify(item.node?.snippet ?? item.subItems?.items?.[0] ?? item);
  return `: ${text.slice(0, 160)}`;
}

// Lighthouse's own trace failures (NO_NAVSTART, NO_FCP, ...): Chromium sometimes records a
// page load without the events Lighthouse reads, at random, on pages that load fine. Such a run
// says nothing about the page, so it is run again (at most twice more); the retries are counted
// in the result's detail. Any other error fails the arm.
const TRACE_ERRORS = /^NO_(NAVSTART|FCP|LCP|TTI|SPEEDLINE|DCL|TRACING)/;
const MAX_TRACE_RETRIES = 2;

async function audit(port, url, keepStorage) {
  const flags = { port, output: 'json', logLevel: 'error', disableStorageReset: keepStorage };
  const config = {
    extends: 'lighthouse:default',
    settings: { onlyCategories: Object.keys(TARGETS) },
  };
  let lhr;
  let retries = 0;
  for (;;) {
    lhr = (await lighthouse(url, flags, config)).lhr;
    const code = lhr.runtimeError?.code ?? '';
    if (!TRACE_ERRORS.test(code) || retries === MAX_TRACE_RETRIES) break;
    retries += 1;
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const scores = {};
  const failing = {};
  for (const category of Object.keys(TARGETS)) {
    scores[category] = Math.round(lhr.categories[category].score * 100);
    // What costs points, to tell the owners of apps/web what to fix.
    failing[category] = lhr.categories[category].auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => (a.displayValue ? `${a.id} (${a.displayValue})` : a.id + firstItem(a)));
  }
  return { scores, failing, retries, lhr };
}

runArm('arm 10', async () => {
  if (!existsSync(CHROMIUM)) {
    return [{ metric: 'arm10.lighthouse', skipped: `skipped: no Chromium at ${CHROMIUM}` }];
  }
  const tmp = tempDir();
  const hearth = await startHearth({ databaseUrl: join(tmp.dir, 'hearth.db') });
  const chromePath = unpinnedChromium(tmp.dir);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: FLAGS });
  try {
    const family = await seedFamily(hearth.url);
    const { user } = await api.call(hearth.url, 'GET', '/api/v1/auth/me', null, family.token);
    await api.call(
      hearth.url,
      'POST',
      family.sendPath,
      { message: { content: 'Hello from the bench' } },
      family.token,
    );
    // --quick audits the landing page alone (one Lighthouse run is ~15 s on this machine).
    const quick = armOptions().quick;
    const only = pageFilter();
    const wants = (...names) => !quick && (!only || names.some((name) => only.includes(name)));
    const stories = wants('voice_story', 'story_player')
      ? await voiceAndStory(hearth.url, family)
      : null;
    const album = wants('album', 'frame') ? await photoAlbum(hearth.url, family) : null;
    const conversationUrl = `${hearth.url}/conversations/${family.conversation.id}`;
    // Arabic (right to left) and German (long words) are audited as English is, each right
    // after its English page: a signed-in page installs the service worker, whose precaching
    // then competes for the CPU with the audit that follows.
    const all = {
      landing: [`${hearth.url}/`, false],
      landing_ar: [`${hearth.url}/?lang=ar`, false],
      landing_de: [`${hearth.url}/?lang=de`, false],
      login: [`${hearth.url}/login`, false],
      conversation: [conversationUrl, true],
      conversation_ar: [`${conversationUrl}?lang=ar`, true],
      conversation_de: [`${conversationUrl}?lang=de`, true],
      ...(stories
        ? {
            voice_story: [`${hearth.url}/conversations/${stories.conversation.id}`, true],
            // The story player, opened by its link as the conversation loads.
            story_player: [
              `${hearth.url}/conversations/${stories.conversation.id}?story=${stories.storyId}`,
              true,
            ],
          }
        : {}),
      ...(album
        ? {
            album: [`${hearth.url}${album.albumPath}`, true],
            // The same photos as a slideshow.
            frame: [`${hearth.url}/frame`, true],
          }
        : {}),
      // Last: easy mode is the profile's, and would change every signed-in page after it.
      conversation_easy: [conversationUrl, true, 'easy'],
    };
    const pages = quick
      ? { landing: all.landing }
      : Object.fromEntries(Object.entries(all).filter(([name]) => !only || only.includes(name)));
    const results = [];
    for (const [name, [url, signedIn, easy]] of Object.entries(pages)) {
      if (easy) await turnOnEasyMode(hearth.url, family);
      if (signedIn) await signIn(chrome.port, hearth.url, family, user, easy ? url : null);
      // Lighthouse scores the browser's CPU time as it finds it: audit on a quiet machine.
      const idle = await quietMachine({ maxMs: 10_000 });
      const { scores, failing, retries, lhr } = await audit(chrome.port, url, signedIn);
      // ARM10_REPORTS=dir keeps each page's whole Lighthouse report, to read what failed.
      if (process.env.ARM10_REPORTS) {
        mkdirSync(process.env.ARM10_REPORTS, { recursive: true });
        writeFileSync(join(process.env.ARM10_REPORTS, `${name}.json`), JSON.stringify(lhr));
      }
      for (const [category, target] of Object.entries(TARGETS)) {
        const detail = {
          idle_before: idle,
          ...(failing[category].length > 0 ? { failing: failing[category] } : {}),
          ...(retries > 0 ? { trace_retries: retries } : {}),
        };
        results.push({
          metric: `arm10.${name}.${category}`,
          value: scores[category],
          target,
          op: '>=',
          detail,
        });
      }
    }
    return results;
  } finally {
    chrome.kill();
    await hearth.stop();
    tmp.cleanup();
  }
});
