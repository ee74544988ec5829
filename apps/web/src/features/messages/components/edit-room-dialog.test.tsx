import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, renderPage } from '@/test/render';
import { EditRoomDialog } from './edit-room-dialog';

const people = [
  { id: 'p1', nickname: 'Mum' },
  { id: 'p2', nickname: 'Sam' },
];

describe('Edit Room', () => {
  it('asks before taking a member out, and Keep changes nothing', async () => {
    const calls = fakeFetch({ status: 204 });
    renderPage(
      <EditRoomDialog
        open
        onOpenChange={vi.fn()}
        profileId="p1"
        conversationId="c1"
        title="Family"
        participants={people}
        isCreator
        onLeave={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove Sam' }));
    expect(screen.getByRole('status')).toHaveTextContent('Remove Sam?');
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Sam' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove Sam' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'DELETE' });
    expect(calls[0]?.url).toContain('p2');
  });
});
