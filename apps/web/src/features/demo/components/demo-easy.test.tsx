import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { expectWordsInEasyMode, inEasyMode } from '@/test/easy-words';
import { Composer } from './composer';
import { DemoDialog } from './demo-dialog';

// The demo at /messages, on a grandparent's tablet in easy mode: every button in words.
describe('the demo in easy mode', () => {
  inEasyMode();

  it('the message box: Emoji and Send, on a phone too', () => {
    render(
      <Composer
        draft={{ text: 'Hello', emoji: null }}
        onDraftChange={vi.fn()}
        onSendText={() => Promise.resolve()}
        onSendVoice={() => Promise.resolve()}
        textareaRef={createRef()}
      />,
    );
    expectWordsInEasyMode(screen.getByRole('button', { name: 'Emoji picker' }), 'Emoji');
    expectWordsInEasyMode(screen.getByRole('button', { name: 'Send' }), 'Send');
  });

  it('a dialog: its Close', () => {
    render(
      <DemoDialog open onOpenChange={vi.fn()} title="Story Ideas" description="Pick one">
        <p>Ideas</p>
      </DemoDialog>,
    );
    expectWordsInEasyMode(screen.getByRole('button', { name: 'Close' }), 'Close');
  });
});
