import { useLingui } from '@lingui/react/macro';
import { FrameClock } from './frame-clock';

/** At night the frame goes dark but for a soft clock; a tap anywhere brightens it a while. */
export function NightCover({ now, onWake }: { now: number; onWake: () => void }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      onClick={onWake}
      aria-label={t`Brighten the screen`}
      className="absolute inset-0 z-20 flex items-start justify-end bg-black/90 p-6"
    >
      <FrameClock now={now} dim />
    </button>
  );
}
