import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Message } from '@hearth/shared';
import { renderPage } from '@/test/render';
import { MessageBubble } from './message-bubble';

const mine: Message = {
  id: 'm1',
  content: 'see you Sunday',
  created_at: new Date().toISOString(),
  profile: { id: 'p1', nickname: 'Mum' },
  client_id: null,
  kind: 'text',
  deleted: false,
  edited_at: null,
};

function show(message: Message, own = true) {
  const actions = { onEdit: vi.fn(), onDelete: vi.fn() };
  renderPage(
    <ol>
      <MessageBubble
        message={message}
        own={own}
        profileId="p1"
        participants={[message.profile]}
        actions={actions}
      />
    </ol>,
  );
  return actions;
}

describe('MessageBubble', () => {
  it('offers edit and delete on a fresh message of one’s own', async () => {
    const actions = show(mine);
    await userEvent.click(screen.getByRole('button', { name: 'Message actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(actions.onEdit).toHaveBeenCalledWith(mine);
    await userEvent.click(screen.getByRole('button', { name: 'Message actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(actions.onDelete).toHaveBeenCalledWith(mine);
  });

  it('offers only delete after 15 minutes', async () => {
    const old = { ...mine, created_at: new Date(Date.now() - 16 * 60_000).toISOString() };
    show(old);
    await userEvent.click(screen.getByRole('button', { name: 'Message actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).toBeNull();
  });

  it('shows “Message deleted” and an edited mark', () => {
    show({ ...mine, id: 'm2', content: '', deleted: true }, false);
    expect(screen.getByText('Message deleted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Message actions' })).toBeNull();
  });

  it('marks an edited message', () => {
    show({ ...mine, edited_at: new Date().toISOString() }, false);
    expect(screen.getByText('edited')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Message actions' })).toBeNull();
  });
});
