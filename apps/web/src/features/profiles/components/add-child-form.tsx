import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { firstError } from '@/lib/errors';
import { CREATE_PROFILE_FAILED, useCreateProfile } from '../api/create-profile';
import { useNicknameField } from './nickname';

interface AddChildFormProps {
  onCancel: () => void;
  onCreated: () => void;
}

export function AddChildForm({ onCancel, onCreated }: AddChildFormProps) {
  const { t, i18n } = useLingui();
  const field = useNicknameField();
  const create = useCreateProfile();

  function submit(event: FormEvent) {
    event.preventDefault();
    const nickname = field.check();
    if (nickname === null) return;
    create.mutate(nickname, {
      onSuccess: () => {
        field.clear();
        onCreated();
      },
    });
  }

  return (
    <form
      aria-label={t`Add Child Profile`}
      className="flex flex-col gap-4 rounded-card bg-surface p-6 shadow-sm"
      onSubmit={submit}
    >
      <FormError
        messages={create.error ? firstError(create.error, i18n._(CREATE_PROFILE_FAILED)) : null}
      />
      <Input label={t`Child's Nickname`} autoFocus {...field.inputProps} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={create.isPending}>
          <Trans>Create Profile</Trans>
        </Button>
      </div>
    </form>
  );
}
