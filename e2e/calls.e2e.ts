import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, FAKE_MEDIA } from './support/browser.js';
import { startCoturn, type Coturn } from './support/coturn.js';
import { messagesLog, openConversation, useMumAndGran, type Member } from './support/calls.js';
import { expectAccessible } from './support/hearth.js';
import { useHarness } from './support/harness.js';

// Two families in two browser contexts with fake cameras and microphones call each other on
// loopback; once more with every candidate relayed through a coturn started here, so that TURN
// (and the server's time-limited credentials for it) is proven, not assumed.

const TURN_SECRET = 'hearth-e2e-turn-secret-0123456789';
let turn: Coturn | undefined;
beforeAll(async () => {
  turn = await startCoturn(TURN_SECRET);
});
afterAll(async () => turn?.stop());

const h = useHarness({
  // On a machine whose only network is loopback, Chromium gathers no candidate without it.
  browserArgs: [
    ...FAKE_MEDIA,
    '--allow-loopback-in-peer-connection',
    '--autoplay-policy=no-user-gesture-required',
  ],
  serverEnv: () => ({
    ICE_SERVERS: `turn:127.0.0.1:${turn!.port}?transport=udp`,
    TURN_SECRET,
  }),
});

const { families, conversationOfBoth } = useMumAndGran(h);

/**
 * A signed-in page whose peer connections are kept for getStats; with `relay`, each is made with
 * iceTransportPolicy "relay", so that only TURN candidates can connect.
 */
const openPages: Page[] = [];
async function pageOf(who: Member, relay: boolean): Promise<Page> {
  const page = await h.as(DESKTOP, who.account, who.profile);
  openPages.push(page);
  await page.addInitScript((relayOnly: boolean) => {
    // Signals out and in, counted by kind, for the report of a call that never connected.
    const counts: Record<string, number> = {};
    (window as unknown as { __signals: Record<string, number> }).__signals = counts;
    const count = (way: string, data: unknown) => {
      if (typeof data !== 'string' || !data.includes('"call.signal"')) return;
      const signal = (JSON.parse(data) as { signal: Record<string, unknown> }).signal;
      const key = `${way}:${Object.keys(signal).join('+')}`;
      counts[key] = (counts[key] ?? 0) + 1;
    };
    const send = WebSocket.prototype.send;
    WebSocket.prototype.send = function (this: WebSocket, data) {
      count('out', data);
      send.call(this, data);
    };
    const NativeSocket = window.WebSocket;
    window.WebSocket = class extends NativeSocket {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        this.addEventListener('message', (event: MessageEvent) => count('in', event.data));
      }
    };
    const Native = window.RTCPeerConnection;
    const kept: RTCPeerConnection[] = [];
    (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs = kept;
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(relayOnly ? { ...config, iceTransportPolicy: 'relay' } : config);
        kept.push(this);
      }
    };
  }, relay);
  return page;
}

/** The remote video's size, play position and decoded frames, and the selected candidate type. */
function mediaOf(page: Page, nickname: string) {
  return page.evaluate(async (name) => {
    const video = document.querySelector<HTMLVideoElement>(`video[aria-label="Video of ${name}"]`);
    const pcs = (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs;
    const live = pcs.filter((pc) => pc.connectionState !== 'closed');
    let framesDecoded = 0;
    const candidateTypes: string[] = [];
    for (const pc of live) {
      const stats = await pc.getStats();
      const byId = new Map<string, Record<string, unknown>>();
      stats.forEach((s: Record<string, unknown>) => byId.set(s.id as string, s));
      for (const s of byId.values()) {
        if (s.type === 'inbound-rtp' && s.kind === 'video')
          framesDecoded += Number(s.framesDecoded ?? 0);
        // The pair the connection uses now, named by its transport.
        if (s.type === 'transport' && s.selectedCandidatePairId) {
          const pair = byId.get(s.selectedCandidatePairId as string);
          const local = pair && byId.get(pair.localCandidateId as string);
          if (local) candidateTypes.push(String(local.candidateType));
        }
      }
    }
    return {
      width: video?.videoWidth ?? 0,
      time: video?.currentTime ?? 0,
      framesDecoded,
      candidateTypes,
    };
  }, nickname);
}

/** Each peer connection's states and candidates: what a failed wait leaves in the output. */
function connectionsOf(page: Page) {
  return page.evaluate(async () => {
    const lines: string[] = [];
    for (const pc of (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs) {
      const seen: string[] = [];
      (await pc.getStats()).forEach((s: Record<string, unknown>) => {
        if (s.type === 'local-candidate' || s.type === 'remote-candidate') {
          seen.push(`${String(s.type).split('-')[0]}:${String(s.candidateType)}`);
        }
        if (s.type === 'candidate-pair') seen.push(`pair:${String(s.state)}`);
      });
      const states = [pc.signalingState, pc.iceConnectionState, pc.iceGatheringState];
      lines.push(`${states.join(' ')} ${pc.connectionState}: ${seen.join(' ')}`);
    }
    lines.push(JSON.stringify((window as unknown as { __signals: unknown }).__signals));
    return lines;
  });
}

/** On this page the other side's video plays: a size, a moving clock, decoded frames. */
async function expectPlaying(page: Page, nickname: string) {
  try {
    await expect
      .poll(async () => (await mediaOf(page, nickname)).width, { timeout: 30_000 })
      .toBeGreaterThan(0);
  } catch (error) {
    for (const open of openPages) {
      console.error(
        `[connections of ${open === page ? 'the page' : 'another page'}]`,
        await connectionsOf(open).catch(() => []),
      );
    }
    throw error;
  }
  const before = (await mediaOf(page, nickname)).time;
  await expect.poll(async () => (await mediaOf(page, nickname)).time).toBeGreaterThan(before);
  await expect.poll(async () => (await mediaOf(page, nickname)).framesDecoded).toBeGreaterThan(0);
}

const log = messagesLog;

/** Mum calls Grandma in a conversation of their own; Grandma answers. */
async function callAndAnswer(relay: boolean, title: string) {
  const id = await conversationOfBoth(title);
  const mumPage = await pageOf(families.mum, relay);
  const granPage = await pageOf(families.gran, relay);
  await openConversation(mumPage, id, title);
  await openConversation(granPage, id, title);

  await mumPage.getByRole('button', { name: 'Video call' }).click();
  await mumPage.getByRole('dialog', { name: `Video call: ${title}` }).waitFor();
  const ringing = granPage.getByRole('dialog', { name: 'Mum is video calling' });
  await ringing.waitFor();
  if (!relay) await expectAccessible(granPage);
  await granPage.getByRole('button', { name: 'Answer' }).click();
  await granPage.getByRole('dialog', { name: `Video call: ${title}` }).waitFor();
  return { mumPage, granPage };
}

async function callAnswerHangUp(relay: boolean) {
  const title = relay ? 'Relayed call' : 'Sunday call';
  const { mumPage, granPage } = await callAndAnswer(relay, title);

  await expectPlaying(mumPage, 'Grandma');
  await expectPlaying(granPage, 'Mum');
  if (!relay) await expectAccessible(mumPage);
  await expect
    .poll(async () => (await granPage.getByRole('figure', { name: 'Mum' }).textContent()) ?? '')
    .toContain('Connected');
  if (relay) {
    // Only TURN could have connected them: the chosen pair's local side is a relayed address.
    expect((await mediaOf(mumPage, 'Grandma')).candidateTypes).toEqual(['relay']);
    expect((await mediaOf(granPage, 'Mum')).candidateTypes).toEqual(['relay']);
  }

  await mumPage.getByRole('button', { name: 'Mute' }).click();
  await expect
    .poll(async () => (await granPage.getByRole('figure', { name: 'Mum' }).textContent()) ?? '')
    .toContain('Muted');

  await mumPage.getByRole('button', { name: 'Hang up' }).click();
  // Grandma alone in an answered call: it ends for her too, and leaves its record for both.
  await granPage
    .getByRole('dialog', { name: `Video call: ${title}` })
    .waitFor({ state: 'detached' });
  for (const page of [mumPage, granPage]) {
    await log(page).getByText('Video call, less than a minute').waitFor();
  }
  await mumPage.context().close();
  await granPage.context().close();
}

describe('Calls', () => {
  it('Mum calls Grandma: both see each other, mute shows, hanging up leaves the call', async () => {
    await callAnswerHangUp(false);
  });

  it('the same call with every packet relayed through TURN (coturn, time-limited credentials)', async () => {
    await callAnswerHangUp(true);
  });

  it('reads a story together: the page turns on both screens, the reading is kept and sent', async () => {
    const title = 'Bedtime together';
    const { mumPage, granPage } = await callAndAnswer(false, title);
    await expectPlaying(granPage, 'Mum');
    await mumPage.getByRole('button', { name: 'Read together' }).click();
    await mumPage.getByRole('button', { name: /Little Red Riding Hood/ }).click();
    const granBook = granPage.getByRole('region', { name: /^Reading together: Little Red/ });
    await granBook.waitFor();
    await mumPage.getByRole('button', { name: 'Keep this reading' }).click();
    // Each turn waits until Grandma's screen shows it: she sees page 3 after Mum turns to it.
    for (const page of [1, 2, 3, 4]) {
      await mumPage.getByRole('button', { name: 'Next page' }).click();
      await granBook.getByText(`Page ${page} of 4`).waitFor();
      // A second of reading on each page, by the call's own clock (Mum's video on Grandma's side).
      const start = (await mediaOf(granPage, 'Mum')).time;
      await expect
        .poll(async () => (await mediaOf(granPage, 'Mum')).time)
        .toBeGreaterThan(start + 1);
    }
    await mumPage.getByRole('button', { name: 'Stop keeping' }).click();
    await mumPage.getByText(/Pages kept: 4\./).waitFor();
    await mumPage.getByRole('button', { name: 'Hang up' }).click();
    await log(mumPage).getByText('Video call, less than a minute').waitFor();

    // After the call: the kept reading is the read-aloud draft, to listen to and send.
    await mumPage.getByRole('button', { name: 'Read a Story' }).click();
    await mumPage.getByRole('button', { name: 'Send story (4 of 4 pages recorded)' }).click();
    const card = granPage.getByRole('button', {
      name: /^Mum read Little Red Riding Hood, 4 pages/,
    });
    await card.waitFor({ timeout: 15_000 });
    await card.click();
    // The book plays Mum's voice page by page, turning each page as its recording ends.
    await granPage.getByRole('button', { name: /^(Play|Pause) reading of page 1$/ }).waitFor();
    await granPage.getByRole('button', { name: /^(Play|Pause) reading of page 2$/ }).waitFor();
    await mumPage.context().close();
    await granPage.context().close();
  });

  it('auto-answer: Grandma’s tablet counts down for Mum, and "Don\'t answer" leaves it ringing', async () => {
    const title = 'Tablet';
    const id = await conversationOfBoth(title);
    const granPage = await pageOf(families.gran, false);
    await granPage.goto(`/profiles/${families.gran.profile.id}/calls`);
    await granPage.getByRole('checkbox', { name: 'Mum' }).check();
    await granPage.getByRole('button', { name: 'Save' }).click();
    await granPage.getByRole('status').getByText('Saved').waitFor();
    await openConversation(granPage, id, title);

    const mumPage = await pageOf(families.mum, false);
    await openConversation(mumPage, id, title);
    await mumPage.getByRole('button', { name: 'Voice call' }).click();
    await granPage
      .getByRole('timer')
      .getByText(/Answering by itself in \d+ s/)
      .waitFor();
    await granPage.getByRole('button', { name: "Don't answer" }).click();
    await expect.poll(() => granPage.getByRole('timer').count()).toBe(0);
    await granPage.getByRole('button', { name: 'Decline' }).click();
    await log(granPage).getByText('Missed call from Mum').waitFor({ timeout: 20_000 });
    await mumPage.context().close();
    await granPage.context().close();
  });
});
