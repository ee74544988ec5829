import type { BadgeIcon as IconName } from '@hearth/shared';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { BadgeIcon } from './badge-icon';

const CONFETTI = ['#C2410C', '#0E7490', '#15803D', '#F59E0B', '#DB2777', '#2563EB'];
const PIECES = Array.from({ length: 18 }, (_, i) => ({
  left: `${(i * 53) % 100}%`,
  colour: CONFETTI[i % CONFETTI.length],
  delay: `${(i % 6) * 60}ms`,
}));

/**
 * The one look of a cheer, for the real app's badges and the demo's achievements: a toast with a
 * little confetti, above any open dialog. Never a modal (brand rule): it ignores the pointer and
 * takes no focus. Whoever shows it decides how screen readers hear the words: the real app puts
 * a status inside (`children` of the toast), the demo announces from wherever the user is and
 * hides the toast itself (`hidden`).
 */
export function CelebrationToast({
  icon,
  testId,
  hidden = false,
  children,
}: {
  icon: IconName;
  testId: string;
  hidden?: boolean;
  children: ReactNode;
}) {
  return createPortal(
    <div
      aria-hidden={hidden ? 'true' : undefined}
      data-testid={testId}
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
            <BadgeIcon icon={icon} className="size-6" />
          </span>
          {children}
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
