import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { dismissCelebration, useCelebration } from '@/lib/badge-celebrations';
import { BadgeIcon } from './badge-icon';

const CONFETTI = ['#C2410C', '#0E7490', '#15803D', '#F59E0B', '#DB2777', '#2563EB'];
const PIECES = Array.from({ length: 18 }, (_, i) => ({
  left: `${(i * 53) % 100}%`,
  colour: CONFETTI[i % CONFETTI.length],
  delay: `${(i % 6) * 60}ms`,
}));
const SHOWN_MS = 6000;

/**
 * A newly earned badge, cheered once: a toast with a little confetti that goes away on its own
 * (never a modal), and the words for screen readers.
 */
export function BadgeCelebration() {
  const celebration = useCelebration();
  useEffect(() => {
    if (!celebration) return;
    const timer = setTimeout(dismissCelebration, SHOWN_MS);
    return () => clearTimeout(timer);
  }, [celebration]);
  if (!celebration) return null;
  const text = `You earned a badge: ${celebration.badge.title}!`;
  return createPortal(
    <div
      data-testid="badge-celebration"
      className="pointer-events-none fixed inset-x-0 top-20 z-[60] flex justify-center px-4"
    >
      <div className="relative">
        {PIECES.map((p, i) => (
          <span
            key={i}
            aria-hidden="true"
            className="hearth-confetti absolute top-0 size-2.5 rounded-sm"
            style={{ left: p.left, background: p.colour, animationDelay: p.delay }}
          />
        ))}
        <div className="flex items-center gap-3 rounded-card border-2 border-success bg-surface px-5 py-3 shadow-lg">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-success text-white">
            <BadgeIcon icon={celebration.badge.icon} className="size-6" />
          </span>
          <p role="status" className="text-lg font-bold">
            {text}
          </p>
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
