import { act, render, screen } from '@testing-library/react';
import { BADGES, type Badge } from '@hearth/shared';
import { celebrateOnce, dismissCelebration } from '@/lib/badge-celebrations';
import { BadgeCelebration } from './badge-celebration';

const bookMaster: Badge = {
  ...BADGES.find((b) => b.id === 'book-master')!,
  earned: true,
  earned_at: '2026-11-23T19:00:00.000Z',
};

describe('BadgeCelebration', () => {
  beforeEach(() => localStorage.clear());

  it('cheers a badge once, however often its award arrives (live, then in a catch-up)', () => {
    render(<BadgeCelebration />);
    expect(screen.queryByTestId('badge-celebration')).not.toBeInTheDocument();
    act(() => celebrateOnce('p1', bookMaster));
    expect(screen.getByRole('status')).toHaveTextContent('You earned a badge: Book Master!');
    act(() => dismissCelebration());
    expect(screen.queryByTestId('badge-celebration')).not.toBeInTheDocument();
    act(() => celebrateOnce('p1', bookMaster));
    expect(screen.queryByTestId('badge-celebration')).not.toBeInTheDocument();
    // Another profile of the family earning it is its own moment.
    act(() => celebrateOnce('p2', bookMaster));
    expect(screen.getByTestId('badge-celebration')).toBeInTheDocument();
    act(() => dismissCelebration());
  });
});
