import { useLingui } from '@lingui/react/macro';
import { intlLocale } from '@/lib/i18n';
import { nextSpeed, setPlaybackSpeed, usePlaybackSpeed } from '@/lib/voice/playback-speed';

/** 1x → 1.5x → 2x → 1x; the choice is kept for every voice message on this device. */
export function SpeedButton({ tone }: { tone: 'light' | 'dark' }) {
  const { t } = useLingui();
  const speed = usePlaybackSpeed();
  // 1.5 is "1,5" in German and French.
  const rate = new Intl.NumberFormat(intlLocale()).format(speed);
  return (
    <button
      type="button"
      onClick={() => setPlaybackSpeed(nextSpeed(speed))}
      aria-label={t({ message: `Speed ${rate}x`, comment: 'the playback speed, e.g. Speed 1.5x' })}
      className={
        'inline-flex min-h-12 min-w-12 shrink-0 items-center justify-center rounded-full border-2 px-2 text-base font-semibold tabular-nums ' +
        (tone === 'dark'
          ? 'border-white text-white hover:bg-primary-pressed'
          : 'border-primary text-primary hover:bg-cream')
      }
    >
      {`${rate}x`}
    </button>
  );
}
