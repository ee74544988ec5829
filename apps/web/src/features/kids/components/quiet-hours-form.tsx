import type { Profile } from '@hearth/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { firstError } from '@/lib/errors';
import { useSetQuietHours } from '../api/set-quiet-hours';

export const QUIET_FAILED = 'Quiet hours could not be saved. Please try again.';

const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** When nothing reaches the child's devices and it cannot send: messages wait for morning. */
export function QuietHoursForm({ child }: { child: Profile }) {
  const [start, setStart] = useState('20:00');
  const [end, setEnd] = useState('07:00');
  const [zone, setZone] = useState(localZone);
  const save = useSetQuietHours();
  const saved = save.data?.quiet_hours;

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
      {save.isSuccess ? (
        <p role="status">
          {saved
            ? `Quiet from ${saved.start} to ${saved.end} (${saved.time_zone}).`
            : 'Quiet hours are off.'}
        </p>
      ) : null}
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
          disabled={save.isPending}
          onClick={() => save.mutate({ childId: child.id, quiet: null })}
        >
          Turn quiet hours off
        </Button>
      </div>
    </form>
  );
}
