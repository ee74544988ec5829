import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { responseError } from '@/lib/errors';
import { useUnlock } from '../api/unlock';

export const UNLOCK_FAILED = msg`That PIN did not work. Please try again.`;

/** Leaving kid mode: only the family PIN, checked by the server, brings the grown-up back. */
export function UnlockForm({ onUnlocked }: { onUnlocked: () => void }) {
  const { t, i18n } = useLingui();
  const [pin, setPin] = useState('');
  const unlock = useUnlock();

  function submit(event: FormEvent) {
    event.preventDefault();
    unlock.mutate(pin, { onSuccess: onUnlocked, onSettled: () => setPin('') });
  }

  return (
    <form aria-label={t`Leave kid mode`} className="flex flex-col gap-4" onSubmit={submit}>
      <FormError
        messages={unlock.error ? (responseError(unlock.error) ?? i18n._(UNLOCK_FAILED)) : null}
      />
      <Input
        label={t`Family PIN`}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        pattern="[0-9]{4,6}"
        maxLength={6}
        required
        autoFocus
        value={pin}
        onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
      />
      <Button type="submit" disabled={unlock.isPending || pin.length < 4}>
        <Trans>Unlock</Trans>
      </Button>
    </form>
  );
}
