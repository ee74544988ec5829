import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { firstError } from '@/lib/errors';
import { usePinState } from '../api/get-pin';
import { useSetPin } from '../api/set-pin';

export const PIN_FAILED = msg`The PIN could not be saved. Please try again.`;

/** The family PIN that leaves kid mode: 4 to 6 digits. */
export function PinForm() {
  const { t, i18n } = useLingui();
  const [pin, setPin] = useState('');
  const save = useSetPin();
  const state = usePinState();
  const isSet = state.data?.pin_set;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(pin, { onSuccess: () => setPin('') });
  }

  return (
    <form aria-label={t`Family PIN`} className="flex flex-col gap-3" onSubmit={submit}>
      <FormError messages={save.error ? firstError(save.error, i18n._(PIN_FAILED)) : null} />
      {save.isSuccess ? (
        <p role="status">
          <Trans>PIN saved.</Trans>
        </p>
      ) : null}
      {isSet === undefined ? null : (
        <p className="font-semibold">
          {isSet
            ? t`A family PIN is set. Type a new one to change it.`
            : t`No family PIN yet. Kid mode needs one.`}
        </p>
      )}
      <Input
        label={t`New family PIN (4 to 6 digits)`}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={6}
        value={pin}
        onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
      />
      <Button type="submit" variant="secondary" disabled={save.isPending || pin.length < 4}>
        <Trans>Save PIN</Trans>
      </Button>
    </form>
  );
}
