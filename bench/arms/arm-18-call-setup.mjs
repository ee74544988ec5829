// Arm 18: call setup. Two families in two pages of Debian's Chromium (fake camera and
// microphone, loopback candidates) share a conversation: the caller presses "Video call", the
// callee presses "Answer" as soon as it rings. Measured on each page: the press to the first
// frame of the other side's video (requestVideoFrameCallback), median and p95 of N calls after
// one unmeasured warm-up call; and signalling's cost, the server's CPU (from /proc) per call set
// up and hung up, less what the idle server uses in the same time.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { armOptions, runArm } from '../lib/arm-output.mjs';
import { CHROMIUM, unpinnedChromium } from '../lib/chromium.mjs';
import { api, seedFamily, startHearth, tempDir } from '../lib/hearth.mjs';
import { cpuSeconds, sleep } from '../lib/proc.mjs';
import { median, percentile, round } from '../lib/stats.mjs';

const TARGET_MS = 1500;
const FLAGS = [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  // On a machine whose only network is loopback, Chromium gathers no candidate without it.
  '--allow-loopback-in-peer-connection',
  '--autoplay-policy=no-user-gesture-required',
  '--disable-gpu',
  '--disable-background-networking',
  '--no-sandbox',
];

/**
 * In every page, before the app: the session (as the web client stores it), and the clock's
 * marks of a call: the press on "Video call" and the first frame of another participant's video.
 */
function instrument([token, user, profile]) {
  const { document, localStorage, MutationObserver, performance } = globalThis;
  if (!localStorage.getItem('api_token')) {
    localStorage.setItem('api_token', token);
    localStorage.setItem('user', user);
    localStorage.setItem('current_profile', profile);
  }
  const marks = { press: null, frame: null };
  globalThis.__call = marks;
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target.closest?.('button');
      if (button?.getAttribute('aria-label') === 'Video call') {
        marks.press = performance.timeOrigin + event.timeStamp;
      }
    },
    true,
  );
  const watched = new WeakSet();
  new MutationObserver(() => {
    for (const video of document.querySelectorAll('video[aria-label^="Video of "]')) {
      if (watched.has(video)) continue;
      watched.add(video);
      video.requestVideoFrameCallback((now) => {
        marks.frame ??= performance.timeOrigin + now;
      });
    }
  }).observe(document, { childList: true, subtree: true });
}

/** A page of `family`'s, open on the conversation once its realtime socket is accepted. */
async function openPage(browser, url, family, conversationId) {
  const context = await browser.newContext({
    baseURL: url,
    viewport: { width: 1280, height: 800 },
  });
  const user = JSON.stringify(family.user);
  await context.addInitScript(instrument, [family.token, user, JSON.stringify(family.profile)]);
  const page = await context.newPage();
  const ready = new Promise((done) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"type":"ready"')) done();
      }),
    );
  });
  await page.goto(`/conversations/${conversationId}`);
  await ready;
  return page;
}

const marksOf = (page) => page.evaluate(() => ({ ...globalThis.__call }));

/** One call: pressed, answered, both videos showing, hung up and ended on the server. */
async function oneCall(url, caller, callee, pages) {
  for (const page of pages) {
    await page.evaluate(() => Object.assign(globalThis.__call, { press: null, frame: null }));
  }
  await pages[0].getByRole('button', { name: 'Video call' }).click();
  await pages[1].getByRole('button', { name: 'Answer' }).click({ timeout: 20_000 });
  const until = Date.now() + 30_000;
  let marks;
  for (;;) {
    marks = await Promise.all(pages.map(marksOf));
    if (marks.every((m) => m.frame !== null)) break;
    if (Date.now() > until)
      throw new Error(`no remote frame within 30 s: ${JSON.stringify(marks)}`);
    await sleep(20);
  }
  const press = marks[0].press;
  const sides = { caller: marks[0].frame - press, callee: marks[1].frame - press };
  await pages[0].getByRole('button', { name: 'Hang up' }).click();
  for (const page of pages) {
    await page.getByRole('dialog', { name: /^Video call/ }).waitFor({ state: 'detached' });
  }
  // The callee, left alone, leaves too; the next call may start once the server ended this one.
  const path = `/api/v1/profiles/${caller.profile.id}/conversations/${callee.conversationId}`;
  while ((await api.call(url, 'GET', path, null, caller.token)).active_call) await sleep(20);
  return sides;
}

runArm('arm 18', async () => {
  if (!existsSync(CHROMIUM)) {
    return [{ metric: 'arm18.call_setup_ms', skipped: `skipped: no Chromium at ${CHROMIUM}` }];
  }
  const calls = armOptions().quick ? 5 : 20;
  const tmp = tempDir();
  const hearth = await startHearth({ databaseUrl: join(tmp.dir, 'hearth.db') });
  const browser = await chromium.launch({
    executablePath: unpinnedChromium(tmp.dir),
    headless: true,
    args: FLAGS,
  });
  try {
    const caller = await seedFamily(hearth.url);
    const callee = await seedFamily(hearth.url);
    const conversationId = caller.conversation.id;
    const base = `/api/v1/profiles/${caller.profile.id}/conversations/${conversationId}`;
    const { invite } = await api.call(
      hearth.url,
      'POST',
      `${base}/create_invite`,
      null,
      caller.token,
    );
    await api.call(
      hearth.url,
      'POST',
      '/api/v1/conversations/join-via-invite',
      { token: invite.token, profile_id: callee.profile.id },
      callee.token,
    );
    const pages = [
      await openPage(browser, hearth.url, caller, conversationId),
      await openPage(browser, hearth.url, callee, conversationId),
    ];
    const who = { ...callee, conversationId };
    // The call screen's code, the camera and the JIT, once, unmeasured.
    await oneCall(hearth.url, caller, who, pages);

    // What the idle server spends (timers, the two sockets' pings), to take out of the calls'.
    const pid = hearth.child.pid;
    const idleFrom = { cpu: cpuSeconds(pid), at: Date.now() };
    await sleep(3000);
    const idlePerMs = (cpuSeconds(pid) - idleFrom.cpu) / (Date.now() - idleFrom.at);

    const samples = [];
    const from = { cpu: cpuSeconds(pid), at: Date.now() };
    for (let i = 0; i < calls; i += 1) samples.push(await oneCall(hearth.url, caller, who, pages));
    const wall = Date.now() - from.at;
    const cpuMs = (cpuSeconds(pid) - from.cpu) * 1000;
    const netMs = Math.max(0, cpuMs - idlePerMs * 1000 * wall);

    const both = samples.map((s) => Math.max(s.caller, s.callee));
    const stat = (values) => ({
      median_ms: round(median(values), 1),
      p95_ms: round(percentile(values, 95), 1),
    });
    const detail = {
      calls,
      caller: stat(samples.map((s) => s.caller)),
      callee: stat(samples.map((s) => s.callee)),
      samples_ms: samples.map((s) => [round(s.caller, 1), round(s.callee, 1)]),
    };
    return [
      {
        metric: 'arm18.call_setup_median_ms',
        value: round(median(both), 1),
        target: TARGET_MS,
        op: '<=',
        unit: 'ms',
        detail,
      },
      { metric: 'arm18.call_setup_p95_ms', value: round(percentile(both, 95), 1), unit: 'ms' },
      {
        metric: 'arm18.server_cpu_ms_per_call',
        value: round(netMs / calls, 1),
        unit: 'ms',
        detail: {
          raw_cpu_ms_per_call: round(cpuMs / calls, 1),
          idle_cpu_ms_per_s: round(idlePerMs * 1_000_000, 2),
          wall_ms_per_call: round(wall / calls, 0),
        },
      },
    ];
  } finally {
    await browser.close();
    await hearth.stop();
    tmp.cleanup();
  }
});
