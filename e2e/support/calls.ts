import type { Page } from 'playwright-core';
import { beforeAll } from 'vitest';
import type { Harness } from './harness.js';
import { seed, type Account, type Profile } from './hearth.js';

export interface Member {
  account: Account;
  profile: Profile;
}

/** Mum's and Grandma's families, seeded once for the file, and a conversation of both per test. */
export function useMumAndGran(h: Harness) {
  const families = {} as { mum: Member; gran: Member };
  beforeAll(async () => {
    const base = h.server.url;
    const mumAccount = await seed.account(base, 'mum');
    families.mum = { account: mumAccount, profile: await seed.profile(base, mumAccount, 'Mum') };
    const granAccount = await seed.account(base, 'gran');
    const granProfile = await seed.profile(base, granAccount, 'Grandma');
    families.gran = { account: granAccount, profile: granProfile };
  });
  /** A conversation of its own for each test, so that no call or message of another is met. */
  async function conversationOfBoth(title: string): Promise<string> {
    const { mum, gran } = families;
    const base = h.server.url;
    const { id } = await seed.conversation(base, mum.account, mum.profile, title);
    const { invite } = await seed.invite(base, mum.account, mum.profile, id);
    await seed.join(base, gran.account, gran.profile, invite.token);
    return id;
  }
  return { families, conversationOfBoth };
}

/** Resolves when the page's realtime socket has been accepted (its `ready` frame). */
function socketReady(page: Page): Promise<void> {
  return new Promise((done) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"type":"ready"')) done();
      });
    });
  });
}

/** The conversation, once its socket listens: a ring sent before that is only a push away. */
export async function openConversation(page: Page, id: string, title: string): Promise<void> {
  const ready = socketReady(page);
  await page.goto(`/conversations/${id}`);
  await page.getByRole('heading', { name: title }).waitFor();
  await ready;
}

export const messagesLog = (page: Page) => page.getByRole('log', { name: 'Messages' });
