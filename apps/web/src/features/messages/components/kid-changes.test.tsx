import type { Message } from '@hearth/shared';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enterKidMode, leaveKidMode } from '@/lib/kid-mode';
import { signOut } from '@/lib/session';
import { fakeFetch, renderPage } from '@/test/render';
import { ConversationPage } from './conversation-page';
import { childsLastMessageId } from './kid-changes';

const lily = { id: 'c1', nickname: 'Lily' };
const nana = { id: 'p2', nickname: 'Nana' };
const at = new Date().toISOString();
const message = (id: string, profile: typeof lily, content: string, deleted = false) =>
  ({ id, content, created_at: at, profile, client_id: null, kind: 'text', deleted }) as Message;
const messages = [
  message('m1', lily, 'first'),
  message('m2', nana, 'hello Lily'),
  message('m3', lily, 'second'),
  message('m4', lily, '', true),
];

async function open(kidMode: boolean) {
  const me = { id: 'u1', email_address: '', profile: lily, supervised_by: 'Nana' };
  fakeFetch(...(kidMode ? [{ status: 200, body: { user: me } }] : []), {
    status: 200,
    body: { id: 'k1', title: 'Family', participants: [lily, nana], messages, has_more: false },
  });
  if (kidMode) await enterKidMode('child-token', lily);
  renderPage(<ConversationPage profileId="c1" conversationId="k1" onShareInvite={vi.fn()} />);
  const log = await screen.findByRole('log', { name: 'Messages' });
  return within(log).getAllByRole('listitem');
}

/** Whether the message's menu offers Edit (every message's menu offers Reply). */
async function offersEdit(item: HTMLElement): Promise<boolean> {
  const menu = within(item).queryByRole('button', { name: 'Message actions' });
  if (!menu) return false;
  await userEvent.click(menu);
  const edit = (await screen.findAllByRole('menuitem')).some((i) => i.textContent === 'Edit');
  await userEvent.keyboard('{Escape}');
  return edit;
}

async function editable(items: HTMLElement[]): Promise<boolean[]> {
  const found = [];
  for (const item of items) found.push(await offersEdit(item));
  return found;
}

describe('message actions in kid mode', () => {
  beforeAll(() => {
    Element.prototype.scrollTo = () => undefined;
  });
  afterEach(async () => {
    // The page goes first: leaving kid mode is not part of what it is tested for.
    cleanup();
    await leaveKidMode({
      access_token: 'grown-up',
      user: { id: 'u1', email_address: '', profile: nana },
    });
    signOut();
  });

  it('offers Edit and Delete on the child’s own last message only', async () => {
    const items = await open(true);
    expect(await editable(items)).toEqual([false, false, true, false]);
    // Someone else's message: the child may tell a grown-up, not change it.
    expect(within(items[1]!).getByRole('button', { name: 'Tell a grown-up' })).toBeInTheDocument();
    await userEvent.click(within(items[2]!).getByRole('button', { name: 'Message actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
  });

  it('offers them on every fresh message of one’s own outside kid mode', async () => {
    const items = await open(false);
    expect(await editable(items)).toEqual([true, false, true, false]);
  });

  it('names no message while one of the child’s waits in the outbox', () => {
    expect(childsLastMessageId(messages, 'c1', 0)).toBe('m3');
    expect(childsLastMessageId(messages, 'c1', 1)).toBeUndefined();
    expect(childsLastMessageId(messages.slice(0, 2), 'p2', 0)).toBe('m2');
    expect(childsLastMessageId([messages[1]!], 'c1', 0)).toBeUndefined();
  });
});
