import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import DemoPage from './demo-page';

beforeEach(() => localStorage.clear());

// Real 100-200 ms store delays plus typing: give a busy CI machine room.
const SLOW = 15_000;

describe('DemoPage', () => {
  it(
    'shows the seeded conversation and the grandparent tools only to the grandparent',
    async () => {
      const user = userEvent.setup();
      render(<DemoPage />);
      const list = await screen.findByRole('list', {}, { timeout: 5000 });
      expect(within(list).getAllByRole('listitem')).toHaveLength(3);
      for (const name of ['Read a Story', 'Story Ideas', 'Achievements'])
        expect(screen.getByRole('button', { name })).toBeInTheDocument();

      await user.click(screen.getByRole('radio', { name: /Kid/ }));
      expect(screen.queryByRole('button', { name: 'Read a Story' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Story Ideas' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Achievements' })).toBeNull();
      expect(localStorage.getItem('hearth-demo:role')).toBe('kid');
    },
    SLOW,
  );

  it(
    'sends a message that is stored for the next visit',
    async () => {
      const user = userEvent.setup();
      const { unmount } = render(<DemoPage />);
      await screen.findByRole('list', {}, { timeout: 5000 });
      await user.type(screen.getByRole('textbox', { name: 'Message' }), 'See you Sunday{Enter}');
      // Look inside the conversation only: the message box itself holds the text until it is sent.
      const inConversation = () => within(screen.getByRole('region', { name: 'Messages' }));
      expect(
        await inConversation().findByText('See you Sunday', {}, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
      unmount();
      render(<DemoPage />);
      await screen.findByRole('list', {}, { timeout: 5000 });
      expect(
        await inConversation().findByText('See you Sunday', {}, { timeout: 5000 }),
      ).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'starts a message from a story idea',
    async () => {
      const user = userEvent.setup();
      render(<DemoPage />);
      await user.click(screen.getByRole('button', { name: 'Story Ideas' }));
      const dialog = await screen.findByRole('dialog', { name: 'Story Ideas' });
      expect(within(dialog).getAllByRole('listitem')).toHaveLength(8);
      await user.click(within(dialog).getByRole('button', { name: /My favourite toy/ }));
      expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('My favourite toy: ');
      expect(
        screen.getByText('Tell about a toy you loved when you were little.'),
      ).toBeInTheDocument();
    },
    SLOW,
  );
});
