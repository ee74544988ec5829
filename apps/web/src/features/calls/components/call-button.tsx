import type { LucideIcon } from 'lucide-react';

/** A call's buttons: at least 56 px, a label under the icon, readable from arm's length. */
export const bigButton = (colours: string): string =>
  `inline-flex min-h-14 min-w-28 flex-col items-center justify-center gap-1 rounded-card px-4 py-2 text-lg font-semibold focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-white ${colours}`;

interface CallButtonProps {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  /** A toggle that is on (muted, camera off) stands out; its label says what a press does. */
  pressed?: boolean;
  danger?: boolean;
}

export function CallButton({ label, icon: Icon, onClick, pressed, danger }: CallButtonProps) {
  const colours = danger
    ? 'bg-danger text-white'
    : pressed
      ? 'bg-white text-ink'
      : 'bg-white/15 text-white hover:bg-white/25';
  return (
    <button type="button" onClick={onClick} className={bigButton(colours)}>
      <Icon aria-hidden="true" className="size-7" />
      <span>{label}</span>
    </button>
  );
}
