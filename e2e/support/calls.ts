import type { Page } from 'playwright-core';
import { beforeAll } from 'vitest';
import type { Harness } from './harness.js';
import { familyConversation, seedMumAndGran, type MumAndGran } from './hearth.js';

export { openConversation, type Member } from './hearth.js';

/** Mum's and Grandma's families, seeded once for the file, and a conversation of both per test. */
export function useMumAndGran(h: Harness) {
  const families = {} as MumAndGran;
  beforeAll(async () => {
    Object.assign(families, await seedMumAndGran(h.server.url));
  });
  /** A conversation of its own for each test, so that no call or message of another is met. */
  const conversationOfBoth = (title: string) => familyConversation(h.server.url, families, title);
  return { families, conversationOfBoth };
}

export const messagesLog = (page: Page) => page.getByRole('log', { name: 'Messages' });
