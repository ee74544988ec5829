import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Composer, type ComposerDraft } from './composer';

function Harness({
  onSendText,
}: {
  onSendText: (text: string, emoji: string | null) => Promise<void>;
}) {
  const [draft, setDraft] = useState<ComposerDraft>({ text: '', emoji: null });
  return (
    <Composer
      draft={draft}
      onDraftChange={setDraft}
      onSendText={onSendText}
      onSendVoice={() => Promise.resolve()}
      textareaRef={createRef()}
    />
  );
}

function setup() {
  const onSendText = vi.fn(() => Promise.resolve());
  render(<Harness onSendText={onSendText} />);
  return {
    onSendText,
    user: userEvent.setup(),
    box: screen.getByRole('textbox', { name: 'Message' }),
  };
}

describe('Composer', () => {
  it('sends trimmed text on Enter and clears the box', async () => {
    const { onSendText, user, box } = setup();
    await user.type(box, '  Hello there  {Enter}');
    expect(onSendText).toHaveBeenCalledWith('Hello there', null);
    expect(box).toHaveValue('');
  });

  it('keeps a new line on Shift+Enter without sending', async () => {
    const { onSendText, user, box } = setup();
    await user.type(box, 'one{Shift>}{Enter}{/Shift}two');
    expect(onSendText).not.toHaveBeenCalled();
    expect(box).toHaveValue('one\ntwo');
  });

  it('ignores a blank message and disables Send', async () => {
    const { onSendText, user, box } = setup();
    await user.type(box, '   {Enter}');
    expect(onSendText).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('offers 48 emoji; choosing the selected one again deselects it', async () => {
    const { onSendText, user, box } = setup();
    await user.click(screen.getByRole('button', { name: 'Emoji picker' }));
    const picker = screen.getByRole('group', { name: 'Choose an emoji' });
    expect(picker.querySelectorAll('button')).toHaveLength(48);
    const star = screen.getByRole('button', { name: 'Emoji ⭐' });
    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Emoji 🌈' }));
    await user.type(box, 'Look!{Enter}');
    expect(onSendText).toHaveBeenCalledWith('Look!', '🌈');
  });

  it('closes the emoji panel on Escape and gives focus back to its button', async () => {
    const { user } = setup();
    const toggle = screen.getByRole('button', { name: 'Emoji picker' });
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Emoji 🐶' }));
    expect(screen.getByRole('group', { name: 'Choose an emoji' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Choose an emoji' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Emoji picker, 🐶 chosen' })).toHaveFocus();
    // Also from the message box, where focus is while writing.
    await user.click(toggle);
    await user.click(screen.getByRole('textbox', { name: 'Message' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Choose an emoji' })).not.toBeInTheDocument();
  });
});
