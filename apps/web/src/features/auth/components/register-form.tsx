import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { LIMITS, MESSAGES } from '@hearth/shared';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { sharedSentence } from '@/lib/i18n/shared-texts';
import { registerErrors, useRegister } from '../api/register';
import { AuthCard } from './auth-card';
import { EmailInput, PasswordInput } from './credential-inputs';

export function RegisterForm() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const register = useRegister();

  function submit(event: FormEvent) {
    event.preventDefault();
    // Section 5: a mismatch is reported here and nothing is sent.
    if (password !== confirmation) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    register.mutate({
      user: { email_address: email, password, password_confirmation: confirmation },
    });
  }

  const errors = mismatch
    ? [sharedSentence(MESSAGES.passwordsDoNotMatch, 'messages.passwordsDoNotMatch')]
    : register.error
      ? registerErrors(register.error)
      : null;

  return (
    <AuthCard title={t`Create your account`}>
      <form className="flex flex-col gap-4" onSubmit={submit}>
        <FormError messages={errors} />
        <EmailInput value={email} onChange={setEmail} />
        <PasswordInput
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          minLength={LIMITS.passwordMin}
        />
        <Input
          label={t`Confirm password`}
          type="password"
          name="password_confirmation"
          autoComplete="new-password"
          required
          minLength={LIMITS.passwordMin}
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
        />
        <Button type="submit" disabled={register.isPending}>
          {register.isPending ? <Trans>Creating account...</Trans> : <Trans>Sign up</Trans>}
        </Button>
      </form>
      <p>
        <Trans>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-primary underline">
            Log in
          </Link>
        </Trans>
      </p>
    </AuthCard>
  );
}
