import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { renderRoutes } from '@/test/render';
import { AddToConversation, inviteToken } from './add-to-conversation';

const lily = { id: 'c1', nickname: 'Lily', kind: 'child' as const };

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

describe('adding a child through an invite', () => {
  it('reads the token from a whole link or takes the token itself', () => {
    expect(inviteToken(' https://hearth.example/join?token=abc123 ')).toBe('abc123');
    expect(inviteToken('abc123')).toBe('abc123');
    expect(inviteToken('https://hearth.example/join')).toBe('');
  });

  it('opens the join page for the child, which confirms first', async () => {
    renderRoutes(
      [
        { path: '/kids', element: <AddToConversation child={lily} /> },
        { path: '/join', element: <Where /> },
      ],
      '/kids',
    );
    const see = screen.getByRole('button', { name: 'See who Lily will talk with' });
    expect(see).toBeDisabled();
    await userEvent.type(
      screen.getByLabelText('Invite link for Lily'),
      'https://hearth.example/join?token=t0k',
    );
    await userEvent.click(see);
    expect(await screen.findByText('at /join?token=t0k&child=c1')).toBeInTheDocument();
  });
});
