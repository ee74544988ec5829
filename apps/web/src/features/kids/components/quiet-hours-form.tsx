import type { Profile, QuietHoursState } from '@hearth/shared';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { firstError } from '@/lib/errors';
import { useQuietHours } from '../api/get-quiet-hours';
import { useSetQuietHours } from '../api/set-quiet-hours';
import { clockTime } from './clock-time';

export const QUIET_FAILED = msg`Quiet hours could not be saved. Please try again.`;

const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** What is saved, in the locale's one clock format, and whether it is on right now. */
function QuietStatus({ state }: { state: QuietHoursState }) {
  const { t } = useLingui();
  const quiet = state.quiet_hours;
  if (!quiet) {
    return (
      <p role="status" className="font-semibold">
        <Trans>Quiet hours are off.</Trans>
      </p>
    );
  }
  const start = clockTime(quiet.start);
  const end = clockTime(quiet.end);
  const zone = quiet.time_zone;
  return (
    <p role="status" className="font-semibold">
      {state.quiet_now
        ? t`Quiet from ${start} to ${end} (${zone}). On now.`
        : t`Quiet from ${start} to ${end} (${zone}). Not on now.`}
    </p>
  );
}

/** When nothing reaches the child's devices and it cannot send: messages wait for morning. */
export function QuietHoursForm({ child }: { child: Profile }) {
  const current = useQuietHours(child.id);
  const { t } = useLingui();
  if (current.isPending) return <Spinner label={t`Loading quiet hours`} />;
  const saved = current.data?.quiet_hours ?? null;
  // The fields start from what is saved; a new save starts them again from the new setting.
  const key = saved ? `${saved.start}-${saved.end}-${saved.time_zone}` : 'off';
  return <QuietFields key={key} child={child} state={current.data ?? null} />;
}

function QuietFields({ child, state }: { child: Profile; state: QuietHoursState | null }) {
  const saved = state?.quiet_hours;
  const [start, setStart] = useState(saved?.start ?? '20:00');
  const [end, setEnd] = useState(saved?.end ?? '07:00');
  const [zone, setZone] = useState(saved?.time_zone ?? localZone());
  const save = useSetQuietHours();
  const { t, i18n } = useLingui();
  const nickname = child.nickname;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ childId: child.id, quiet: { start, end, time_zone: zone } });
  }

  return (
    <form
      aria-label={t`Quiet hours for ${nickname}`}
      className="flex flex-col gap-3"
      onSubmit={submit}
    >
      <h3 className="text-xl font-semibold">
        <Trans>Quiet hours</Trans>
      </h3>
      <FormError messages={save.error ? firstError(save.error, i18n._(QUIET_FAILED)) : null} />
      {state ? <QuietStatus state={state} /> : null}
      <div className="flex flex-wrap gap-3">
        <Input
          label={t`From`}
          type="time"
          value={start}
          onChange={(e) => setStart(e.target.value)}
        />
        <Input label={t`Until`} type="time" value={end} onChange={(e) => setEnd(e.target.value)} />
        <Input
          label={t`Time zone`}
          dir="ltr"
          value={zone}
          onChange={(e) => setZone(e.target.value)}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          <Trans>Save quiet hours</Trans>
        </Button>
        <Button
          type="button"
          variant="ghost"
          disabled={save.isPending || !saved}
          onClick={() => save.mutate({ childId: child.id, quiet: null })}
        >
          <Trans>Turn quiet hours off</Trans>
        </Button>
      </div>
    </form>
  );
}
