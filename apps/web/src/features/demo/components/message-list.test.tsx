import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DemoMessage } from '../api/demo-types';
import { MessageList } from './message-list';

afterEach(() => vi.useRealTimers());

const message = (over: Partial<DemoMessage>): DemoMessage => ({
  id: 9,
  text: 'Hi',
  audioUrl: null,
  sender: 'kid',
  senderName: 'Sam',
  timestamp: Date.now(),
  emoji: null,
  read: false,
  ...over,
});

describe('MessageList', () => {
  it('keeps relative times fresh while open', () => {
    vi.useFakeTimers();
    render(<MessageList messages={[message({})]} role="grandparent" />);
    expect(screen.getByText('Just now')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(90_000);
    });
    expect(screen.getByText('1m ago')).toBeInTheDocument();
  });

  it('renders message text as text, never as HTML', () => {
    render(
      <MessageList messages={[message({ text: '<img src=x onerror=alert(1)>' })]} role="kid" />,
    );
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('puts own messages on the right and says whether they were seen', () => {
    render(
      <MessageList
        messages={[
          message({ id: 1, read: true }),
          message({ id: 2, sender: 'grandparent', senderName: 'Grandma Rose' }),
        ]}
        role="kid"
      />,
    );
    const [own, other] = screen.getAllByRole('listitem');
    expect(own).toHaveClass('items-end');
    expect(own).toHaveTextContent('Seen');
    expect(other).toHaveClass('items-start');
  });
});
