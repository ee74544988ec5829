import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { BackLink } from '@/components/ui/back-link';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Logo } from '@/components/ui/logo';
import { Spinner } from '@/components/ui/spinner';
import { firstError } from '@/lib/errors';
import { pendingInvite } from '@/lib/pending-invite';
import { CREATE_PROFILE_FAILED, useCreateProfile } from '../api/create-profile';
import { useProfiles } from '../api/get-profiles';
import { useNicknameField } from './nickname';

export function NewProfilePage() {
  const { t, i18n } = useLingui();
  const profiles = useProfiles();
  const create = useCreateProfile();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const field = useNicknameField();

  if (profiles.isPending) return <Spinner />;
  const firstTime = (profiles.data?.length ?? 0) === 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    const nickname = field.check();
    if (nickname === null) return;
    // An invite link that sent the visitor here is where they wanted to go.
    const next = from?.startsWith('/join') ? from : (pendingInvite() ?? '/conversations');
    create.mutate(nickname, { onSuccess: () => void navigate(next) });
  }

  const error = create.error ? firstError(create.error, i18n._(CREATE_PROFILE_FAILED)) : null;

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-8">
      {firstTime ? (
        <div className="flex flex-col items-center gap-3 text-center">
          <Logo />
          <h1 className="text-3xl font-bold">
            <Trans>Welcome to Hearth!</Trans>
          </h1>
          <p className="text-muted">
            <Trans>Choose the name your family will see.</Trans>
          </p>
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          <BackLink to="/profiles">
            <Trans>Back to profiles</Trans>
          </BackLink>
          <h1 className="text-3xl font-bold">
            <Trans>Add Child Profile</Trans>
          </h1>
        </div>
      )}
      <form className="flex flex-col gap-4 rounded-card bg-surface p-6 shadow-sm" onSubmit={submit}>
        <FormError messages={error} />
        <Input label={t`Nickname`} {...field.inputProps} />
        <div className="flex flex-wrap justify-end gap-3">
          {firstTime ? null : (
            <Button variant="secondary" onClick={() => void navigate(-1)}>
              <Trans>Cancel</Trans>
            </Button>
          )}
          <Button type="submit" disabled={create.isPending}>
            {firstTime ? t`Let's Go!` : t`Add Profile`}
          </Button>
        </div>
      </form>
    </div>
  );
}
