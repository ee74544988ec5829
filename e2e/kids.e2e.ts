import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP } from './support/browser.js';
import {
  expectAccessible,
  firstHourShot,
  nextAlert,
  seed,
  type Account,
  type Profile,
} from './support/hearth.js';
import { useHarness } from './support/harness.js';

// Supervised children end to end: a parent sets the PIN and links the child's tablet with a
// code; a stranger joins the child's conversation; the child sees the pause; the parent
// approves on the dashboard; the message sent meanwhile appears; kid mode needs the PIN to leave.

const h = useHarness();
let nana: Account;
let nanaProfile: Profile;
let lily: Profile;
let conversationId: string;

beforeAll(async () => {
  const base = h.server.url;
  nana = await seed.account(base, 'nana');
  nanaProfile = await seed.profile(base, nana, 'Nana');
  lily = await seed.profile(base, nana, 'Lily');
  conversationId = (await seed.conversation(base, nana, nanaProfile, 'Family')).id;
  const { invite } = await seed.invite(base, nana, nanaProfile, conversationId);
  await seed.join(base, nana, lily, invite.token);
});

describe('supervised children', () => {
  it('links a tablet, pauses for a stranger, resumes once the parent approves', async () => {
    const parent = await h.as(DESKTOP, nana, nanaProfile);
    await parent.goto('/kids');
    await parent.getByLabel('New family PIN (4 to 6 digits)').fill('2468');
    await parent.getByRole('button', { name: 'Save PIN' }).click();
    await parent.getByText('PIN saved.').waitFor();
    await parent.getByRole('button', { name: 'Link a device for Lily' }).click();
    const code = (await parent.locator('strong.font-mono').textContent()) ?? '';
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{10}$/);
    // The full address to open, and a QR code of it.
    await parent.getByText(`${h.server.url}/link?code=${code}`).waitFor();
    const qr = parent.getByRole('img', { name: /^QR code of the address to open on Lily/ });
    await qr.waitFor();
    await expectAccessible(parent);
    await parent.setViewportSize({ width: 390, height: 844 });
    await qr.scrollIntoViewIfNeeded();
    await firstHourShot(parent, 'device-link');
    await parent.setViewportSize(DESKTOP.viewport ?? { width: 1280, height: 800 });

    // The child's tablet: a separate browser context that never saw the parent's password.
    const tablet = await h.guest(DESKTOP);
    await tablet.goto(`/link?code=${code}`);
    await tablet.getByLabel('Name of this device').fill("Lily's tablet");
    await tablet.getByRole('button', { name: 'Link device' }).click();
    await tablet.waitForURL('**/conversations');
    await tablet.getByText('Supervised by Nana').waitFor();
    await tablet.goto(`/conversations/${conversationId}`);
    await tablet.getByRole('heading', { name: 'Family' }).waitFor();

    // A stranger joins through an invite and speaks.
    const base = h.server.url;
    const stranger = await seed.account(base, 'stranger');
    const strangerProfile = await seed.profile(base, stranger, 'Sam');
    const { invite } = await seed.invite(base, nana, nanaProfile, conversationId);
    await seed.join(base, stranger, strangerProfile, invite.token);
    await seed.message(base, stranger, strangerProfile, conversationId, 'hello from Sam');
    await tablet.reload();
    await tablet.getByText('Waiting for a grown-up to say yes').waitFor();
    expect(await tablet.getByText('hello from Sam').count()).toBe(0);

    // The parent sees it where she looks: the profile menu and the conversation in the list;
    // she approves from the conversation, and the child sees what was sent meanwhile.
    await parent.goto('/conversations');
    await parent
      .getByRole('link', { name: /Family/ })
      .getByText('1 waits for your yes')
      .waitFor();
    const menu = parent.getByRole('button', { name: /profile menu,.* 1 waits for your yes/ });
    await menu.click();
    await parent
      .getByRole('menuitem', { name: /Children/ })
      .getByText('1 waiting')
      .waitFor();
    await expectAccessible(parent);
    await parent.keyboard.press('Escape');
    await parent.getByRole('link', { name: /Family/ }).click();
    await parent.getByText('Sam wants to talk with Lily').waitFor();
    await expectAccessible(parent);
    await parent.setViewportSize({ width: 390, height: 844 });
    await firstHourShot(parent, 'approval');
    await parent.setViewportSize(DESKTOP.viewport ?? { width: 1280, height: 800 });
    await parent.getByRole('button', { name: 'Approve Sam for Lily' }).click();
    await expect.poll(() => parent.getByText('Sam wants to talk with Lily').count()).toBe(0);
    await tablet.getByText('hello from Sam').waitFor({ timeout: 10_000 });
    await parent.goto('/kids');
    await parent.getByText('Nobody is waiting.').waitFor();
    // The activity table, wider than a phone, scrolls from the keyboard too.
    const activity = parent.getByRole('region', { name: "Lily's last 30 days" });
    await activity.focus();
    expect(await activity.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible(parent);

    // The child tells a grown-up about Sam's message: it appears on the dashboard live, and
    // the parent takes Sam's approval back from there.
    await tablet.getByRole('button', { name: 'Tell a grown-up' }).first().click();
    await tablet.getByText('A grown-up will see it.').waitFor();
    await parent.getByText('Sam in Family: “hello from Sam”').waitFor({ timeout: 10_000 });
    await parent.getByRole('button', { name: "Remove Sam's approval" }).click();
    await parent.getByText('Sam joined Family').waitFor({ timeout: 10_000 });

    // Leaving kid mode asks for the PIN: a wrong one keeps the child session.
    await tablet.goto('/profiles');
    await tablet.getByRole('heading', { name: 'Ask a grown-up' }).waitFor();
    await tablet.getByLabel('Family PIN').fill('1111');
    await tablet.getByRole('button', { name: 'Unlock' }).click();
    await tablet.getByText('That PIN is not right').waitFor();
    await tablet.goto('/debug');
    await tablet.getByRole('heading', { name: 'Ask a grown-up' }).waitFor();
  });

  it('enters kid mode from the child’s card; the child changes its last message only', async () => {
    const base = h.server.url;
    const mama = await seed.account(base, 'mama');
    const mamaProfile = await seed.profile(base, mama, 'Mama');
    const tom = await seed.profile(base, mama, 'Tom');
    const home = (await seed.conversation(base, mama, mamaProfile, 'Home')).id;
    const { invite } = await seed.invite(base, mama, mamaProfile, home);
    await seed.join(base, mama, tom, invite.token);
    const parent = await h.as(DESKTOP, mama, mamaProfile);

    // Without a family PIN the card says so, as the profile menu does, and nothing changes.
    await parent.goto('/profiles');
    const alert = nextAlert(parent);
    await parent.getByRole('button', { name: /^Tom/ }).click();
    expect(await alert).toBe('Set a family PIN first');
    await parent.getByRole('heading', { name: 'Your Profiles' }).waitFor();

    await parent.goto('/kids');
    await parent.getByLabel('New family PIN (4 to 6 digits)').fill('1357');
    await parent.getByRole('button', { name: 'Save PIN' }).click();
    await parent.getByText('PIN saved.').waitFor();
    await parent.goto('/profiles');
    await parent.getByRole('button', { name: /^Tom/ }).click();
    await parent.waitForURL('**/conversations');
    await parent.getByText('Supervised by Mama').waitFor();

    // Kid mode offers nothing a child session cannot do: its own home with faces, no "+", no
    // Start Chatting, no notification banners, no conversation menu; a large record button.
    await parent.getByRole('heading', { name: 'Hi Tom!' }).waitFor();
    const faces = parent.getByRole('list', { name: 'People you talk with' });
    await faces.getByRole('link', { name: /Mama/ }).waitFor();
    expect(await parent.getByRole('button', { name: 'New conversation' }).count()).toBe(0);
    expect(await parent.getByRole('button', { name: 'Start Chatting' }).count()).toBe(0);
    expect(await parent.getByRole('region', { name: 'Notifications' }).count()).toBe(0);
    await expectAccessible(parent);
    await firstHourShot(parent, 'kid-home');
    await parent.setViewportSize(DESKTOP.viewport ?? { width: 1280, height: 800 });
    await faces.getByRole('link', { name: /Mama/ }).click();
    await parent.getByRole('heading', { name: 'Home' }).waitFor();
    await parent.getByRole('button', { name: 'Record a voice message' }).waitFor();
    const record = await parent
      .getByRole('button', { name: 'Record a voice message' })
      .boundingBox();
    expect(record?.height).toBeGreaterThanOrEqual(60);
    expect(await parent.getByRole('button', { name: 'Conversation menu' }).count()).toBe(0);
    expect(await parent.getByRole('button', { name: 'Share Invite Link' }).count()).toBe(0);
    expect(await parent.getByRole('button', { name: 'Read a Story' }).count()).toBe(0);
    await expectAccessible(parent);
    await firstHourShot(parent, 'kid-conversation');
    await parent.setViewportSize(DESKTOP.viewport ?? { width: 1280, height: 800 });

    // Tom writes twice: only the last one offers to be changed, and the change is kept.
    await parent.goto(`/conversations/${home}`);
    for (const text of ['first', 'helo']) {
      await parent.getByPlaceholder('Type your message...').fill(text);
      await parent.getByRole('button', { name: 'Send', exact: true }).click();
    }
    const log = parent.getByRole('log', { name: 'Messages' });
    await log.getByRole('img', { name: 'Sent' }).nth(1).waitFor();
    // Every message's menu offers Reply; only the child's last one offers Edit.
    const first = log.getByRole('listitem').filter({ hasText: 'first' });
    await first.getByRole('button', { name: 'Message actions' }).click();
    await parent.getByRole('menuitem', { name: 'Reply' }).waitFor();
    expect(await parent.getByRole('menuitem', { name: 'Edit' }).count()).toBe(0);
    await parent.keyboard.press('Escape');
    await log
      .getByRole('listitem')
      .filter({ hasText: 'helo' })
      .getByRole('button', { name: 'Message actions' })
      .click();
    await parent.getByRole('menuitem', { name: 'Edit' }).click();
    await parent.getByLabel('Message', { exact: true }).last().fill('hello');
    await parent.getByRole('button', { name: 'Save' }).click();
    await log.getByText('hello', { exact: true }).waitFor();
    await log.getByText('edited').waitFor();

    // Leaving kid mode asks for the PIN; the right one gives the grown-up's profiles back.
    await parent.goto('/profiles');
    await parent.getByRole('heading', { name: 'Ask a grown-up' }).waitFor();
    await parent.getByLabel('Family PIN').fill('2222');
    await parent.getByRole('button', { name: 'Unlock' }).click();
    await parent.getByText('That PIN is not right').waitFor();
    await parent.goto('/debug');
    await parent.getByRole('heading', { name: 'Ask a grown-up' }).waitFor();
    await parent.goto('/profiles');
    await parent.getByLabel('Family PIN').fill('1357');
    await parent.getByRole('button', { name: 'Unlock' }).click();
    await parent.getByRole('heading', { name: 'Your Profiles' }).waitFor();
    await parent.getByRole('button', { name: /^Mama, profile menu/ }).waitFor();

    // Quiet hours show what was saved, and whether they are on, after a reload too; the PIN
    // field says a PIN is set.
    await parent.goto('/kids');
    await parent.getByText('A family PIN is set. Type a new one to change it.').waitFor();
    const quiet = parent.getByRole('form', { name: 'Quiet hours for Tom' });
    await quiet.getByText('Quiet hours are off.').waitFor();
    await quiet.getByLabel('From').fill('19:30');
    await quiet.getByLabel('Until').fill('07:00');
    await quiet.getByLabel('Time zone').fill('Europe/London');
    await quiet.getByRole('button', { name: 'Save quiet hours' }).click();
    const status = quiet.getByRole('status');
    await expect.poll(() => status.textContent()).toMatch(/^Quiet from 7:30\sPM to 7:00\sAM/);
    const before = await status.textContent();
    await parent.reload();
    await expect.poll(() => status.textContent()).toBe(before);
    expect(before).toMatch(/\(Europe\/London\)\. (On now|Not on now)\.$/);
    expect(await quiet.getByLabel('From').inputValue()).toBe('19:30');
    expect(await quiet.getByLabel('Until').inputValue()).toBe('07:00');
    await expectAccessible(parent);
    await parent.setViewportSize({ width: 390, height: 844 });
    await quiet.scrollIntoViewIfNeeded();
    await firstHourShot(parent, 'children');
  });
});
