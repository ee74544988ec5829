import { createPortal } from 'react-dom';
import type { Achievement } from '../api/demo-types';
import { celebrationText } from '../hooks/use-celebration';
import { AchievementIcon } from './achievement-icon';

const CONFETTI = ['#C2410C', '#0E7490', '#15803D', '#F59E0B', '#DB2777', '#2563EB'];
const PIECES = Array.from({ length: 18 }, (_, i) => ({
  left: `${(i * 53) % 100}%`,
  colour: CONFETTI[i % CONFETTI.length],
  delay: `${(i % 6) * 60}ms`,
}));

/** The words for screen readers; rendered wherever the user currently is (page or open dialog). */
export function CelebrationAnnouncer({ earned }: { earned: Achievement[] }) {
  return (
    <p role="status" aria-live="polite" className="sr-only">
      {celebrationText(earned)}
    </p>
  );
}

/**
 * The visible cheer: a toast with a little confetti, above any open dialog.
 * Never a modal (brand rule): it ignores the pointer and goes away on its own.
 */
export function CelebrationToast({ earned }: { earned: Achievement[] }) {
  if (earned.length === 0) return null;
  return createPortal(
    <div
      aria-hidden="true"
      data-testid="celebration"
      className="pointer-events-none fixed inset-x-0 top-20 z-[60] flex justify-center px-4"
    >
      <div className="relative">
        {PIECES.map((p, i) => (
          <span
            key={i}
            className="hearth-confetti absolute top-0 size-2.5 rounded-sm"
            style={{ left: p.left, background: p.colour, animationDelay: p.delay }}
          />
        ))}
        <div className="flex items-center gap-3 rounded-card border-2 border-success bg-surface px-5 py-3 shadow-lg">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-success text-white">
            <AchievementIcon icon={earned[0]?.icon ?? 'trophy'} className="size-6" />
          </span>
          <span className="text-lg font-bold">{celebrationText(earned)}</span>
        </div>
      </div>
      <style>{`
        .hearth-confetti { animation: hearth-confetti-fall 1.6s ease-out forwards; opacity: 0; }
        @keyframes hearth-confetti-fall {
          0% { transform: translateY(-10px) rotate(0deg); opacity: 1; }
          100% { transform: translateY(110px) rotate(360deg); opacity: 0; }
        }
        @media (prefers-reduced-motion: reduce) { .hearth-confetti { display: none; } }
      `}</style>
    </div>,
    document.body,
  );
}
