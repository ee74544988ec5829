import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { LOGIN_FAILED, SessionSetupError, useLogin } from '../api/login';
import { AuthCard } from './auth-card';
import { EmailInput, PasswordInput } from './credential-inputs';
import { statusOf } from '@/lib/errors';
import { sharedSentence } from '@/lib/i18n/shared-texts';
import { useNotice } from '@/lib/notice';

function loginError(error: unknown, i18n: I18n): string {
  if (error instanceof SessionSetupError) return i18n._(error.sentence);
  // Being told to wait is more useful than being told the password is wrong.
  if (statusOf(error) === 429 && error instanceof Error) return sharedSentence(error.message);
  return i18n._(LOGIN_FAILED);
}

/** Where to go after signing in is decided by the route guard, which sees the new session. */
export function LoginForm() {
  const { i18n, t } = useLingui();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin();
  // Said on the screens after the account was deleted, until someone signs in.
  const notice = useNotice();
  // Passed on to sign-up, so that a new account still reaches the invite link it came from.
  const state: unknown = useLocation().state;

  function submit(event: FormEvent) {
    event.preventDefault();
    login.mutate({ email_address: email, password });
  }

  return (
    <AuthCard title={t`Log in`}>
      {notice ? (
        <p role="status" className="rounded-card bg-surface p-4 font-semibold text-success">
          {notice}
        </p>
      ) : null}
      <form className="flex flex-col gap-4" onSubmit={submit}>
        <FormError messages={login.error ? loginError(login.error, i18n) : null} />
        <EmailInput value={email} onChange={setEmail} />
        <PasswordInput value={password} onChange={setPassword} autoComplete="current-password" />
        <Button type="submit" disabled={login.isPending}>
          {login.isPending ? <Trans>Logging in...</Trans> : <Trans>Log in</Trans>}
        </Button>
      </form>
      <p>
        <Trans>
          New to Hearth?{' '}
          <Link to="/register" state={state} className="font-semibold text-primary underline">
            Create an account
          </Link>
        </Trans>
      </p>
    </AuthCard>
  );
}
