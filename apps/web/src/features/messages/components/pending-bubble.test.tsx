import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setEasyMode } from '@/lib/easy-mode';
import { renderPage } from '@/test/render';
import { PendingFooter } from './pending-bubble';

const failed = { status: 'failed' as const, waiting: false, kind: 'text' as const };

function footer(onDiscard: () => void) {
  renderPage(
    <PendingFooter
      item={failed}
      online
      what="Lunch?"
      onRetry={() => undefined}
      onDiscard={onDiscard}
    />,
  );
}

describe('an unsent message’s Discard', () => {
  afterEach(() => setEasyMode(false));

  it('throws the message away at once', async () => {
    const onDiscard = vi.fn();
    footer(onDiscard);
    await userEvent.click(screen.getByRole('button', { name: 'Discard unsent message: Lunch?' }));
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });

  it('asks first in easy mode, and keeps the message when the answer is Cancel', async () => {
    setEasyMode(true);
    const onDiscard = vi.fn();
    footer(onDiscard);
    const discard = screen.getByRole('button', { name: 'Discard unsent message: Lunch?' });
    await userEvent.click(discard);
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard this message?' });
    expect(dialog).toHaveTextContent('It was not sent. It will be gone from this device.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDiscard).not.toHaveBeenCalled();
    await userEvent.click(discard);
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });
});
