import type { Profile, QuietHoursState } from '@hearth/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { firstError } from '@/lib/errors';
import { useQuietHours } from '../api/get-quiet-hours';
import { useSetQuietHours } from '../api/set-quiet-hours';
import { clockTime } from './clock-time';

export const QUIET_FAILED = 'Quiet hours could not be saved. Please try again.';

const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** What is saved, in the locale's one clock format, and whether it is on right now. */
function QuietStatus({ state }: { state: QuietHoursState }) {
  const quiet = state.quiet_hours;
  return (
    <p role="status" className="font-semibold">
      {quiet
        ? `Quiet from ${clockTime(quiet.start)} to ${clockTime(quiet.end)} (${quiet.time_zone}). ${
            state.quiet_now ? 'On now.' : 'Not on now.'
          }`
        : 'Quiet hours are off.'}
    </p>
  );
}

/** When nothing reaches the child's devices and it cannot send: messages wait for morning. */
export function QuietHoursForm({ child }: { child: Profile }) {
  const current = useQuietHours(child.id);
  if (current.isPending) return <Spinner label="Loading quiet hours" />;
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

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ childId: child.id, quiet: { start, end, time_zone: zone } });
  }

  return (
    <form
      aria-label={`Quiet hours for ${child.nickname}`}
      className="flex flex-col gap-3"
      onSubmit={submit}
    >
      <h3 className="text-xl font-semibold">Quiet hours</h3>
      <FormError messages={save.error ? firstError(save.error, QUIET_FAILED) : null} />
      {state ? <QuietStatus state={state} /> : null}
      <div className="flex flex-wrap gap-3">
        <Input label="From" type="time" value={start} onChange={(e) => setStart(e.target.value)} />
        <Input label="Until" type="time" value={end} onChange={(e) => setEnd(e.target.value)} />
        <Input label="Time zone" value={zone} onChange={(e) => setZone(e.target.value)} />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          Save quiet hours
        </Button>
        <Button
          type="button"
          variant="ghost"
          disabled={save.isPending || !saved}
          onClick={() => save.mutate({ childId: child.id, quiet: null })}
        >
          Turn quiet hours off
        </Button>
      </div>
    </form>
  );
}
