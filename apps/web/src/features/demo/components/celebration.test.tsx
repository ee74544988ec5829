import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Achievement } from '../api/demo-types';
import { useCelebration } from '../hooks/use-celebration';
import { CelebrationAnnouncer, CelebrationToast } from './celebration';

const badge: Achievement = {
  id: 'story-teller',
  title: 'Story Teller',
  description: 'Record a story page and send it.',
  icon: 'book',
  earned: true,
  earnedAt: 1,
};

afterEach(() => vi.useRealTimers());

describe('celebrating an achievement', () => {
  it('announces it politely and shows a toast that does not take the pointer or focus', () => {
    render(
      <>
        <CelebrationAnnouncer earned={[badge]} />
        <CelebrationToast earned={[badge]} />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Achievement unlocked: Story Teller!');
    const toast = screen.getByTestId('celebration');
    expect(toast).toHaveAttribute('aria-hidden', 'true');
    expect(toast).toHaveClass('pointer-events-none');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows new badges for a few seconds, then clears by itself', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ earned }) => useCelebration(earned), {
      initialProps: { earned: [] as Achievement[] },
    });
    expect(result.current).toEqual([]);
    rerender({ earned: [badge] });
    expect(result.current).toEqual([badge]);
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    expect(result.current).toEqual([]);
  });
});
