import { describe, it } from 'vitest';
import { DESKTOP, FAKE_MEDIA } from './support/browser.js';
import {
  messagesLog as log,
  openConversation,
  useMumAndGran,
  type Member,
} from './support/calls.js';
import { useHarness } from './support/harness.js';

// A call nobody answers, with the shortest ring the server allows (10 s), in a file of its own:
// the calls of calls.e2e.ts keep the usual ring, so that checking a ringing screen on a busy
// machine never outlasts it.

const h = useHarness({
  browserArgs: [...FAKE_MEDIA, '--allow-loopback-in-peer-connection'],
  serverEnv: () => ({ CALL_RING_SECONDS: '10' }),
});

const { families, conversationOfBoth } = useMumAndGran(h);
const pageOf = (who: Member) => h.as(DESKTOP, who.account, who.profile);

describe('A call nobody answers', () => {
  it('a call nobody answers stops ringing and is a missed call', async () => {
    const title = 'Missed call';
    const id = await conversationOfBoth(title);
    const mumPage = await pageOf(families.mum);
    const granPage = await pageOf(families.gran);
    await openConversation(mumPage, id, title);
    await openConversation(granPage, id, title);

    await mumPage.getByRole('button', { name: 'Voice call' }).click();
    const ringing = granPage.getByRole('dialog', { name: 'Mum is calling' });
    await ringing.waitFor();
    // The server's ring time (10 s here) passes: the ring stops and the call is missed.
    await ringing.waitFor({ state: 'detached', timeout: 30_000 });
    await mumPage
      .getByRole('dialog', { name: `Voice call: ${title}` })
      .waitFor({ state: 'detached' });
    await log(granPage).getByText('Missed call from Mum').waitFor();
    await log(mumPage).getByText('Missed call from Mum').waitFor();
    await mumPage.context().close();
    await granPage.context().close();
  });
});
