import type { Profile } from '@hearth/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseMutationResult } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { firstError } from '@/lib/errors';
import {
  CREATE_PROFILE_FAILED,
  useCreateAssistedProfile,
  useCreateProfile,
} from '../api/create-profile';
import { useNicknameField } from './nickname';

interface AddFormProps {
  onCancel: () => void;
  onCreated: (profile: Profile) => void;
}

interface AddProfileFormProps extends AddFormProps {
  /** The form's name, read aloud. */
  title: string;
  /** The nickname field's label. */
  label: string;
  placeholder?: string;
  /** Said above the field. */
  intro?: ReactNode;
  create: UseMutationResult<Profile, Error, string>;
}

/** A nickname, Cancel and Create Profile: the form of every new profile of the account. */
function AddProfileForm(props: AddProfileFormProps) {
  const { title, label, placeholder, intro, create, onCancel, onCreated } = props;
  const { i18n } = useLingui();
  const field = useNicknameField();

  function submit(event: FormEvent) {
    event.preventDefault();
    const nickname = field.check();
    if (nickname === null) return;
    create.mutate(nickname, {
      onSuccess: (profile) => {
        field.clear();
        onCreated(profile);
      },
    });
  }

  return (
    <form
      aria-label={title}
      className="flex flex-col gap-4 rounded-card bg-surface p-6 shadow-sm"
      onSubmit={submit}
    >
      {intro ? <p>{intro}</p> : null}
      <FormError
        messages={create.error ? firstError(create.error, i18n._(CREATE_PROFILE_FAILED)) : null}
      />
      <Input label={label} placeholder={placeholder} autoFocus {...field.inputProps} />
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

/** A child's profile: it becomes the current one (section 4). */
export function AddChildForm(props: AddFormProps) {
  const { t } = useLingui();
  const create = useCreateProfile();
  return (
    <AddProfileForm
      {...props}
      title={t`Add Child Profile`}
      label={t`Child's Nickname`}
      create={create}
    />
  );
}

/** "Add a grandparent's tablet": a name, then the tablet is linked from the profile's settings. */
export function AddGrandparentForm(props: AddFormProps) {
  const { t } = useLingui();
  const create = useCreateAssistedProfile();
  return (
    <AddProfileForm
      {...props}
      title={t`Add a grandparent’s tablet`}
      label={t`Grandparent’s nickname`}
      placeholder={t`Nana`}
      intro={
        <Trans>
          The tablet needs no password: you link it with a code, and you choose its settings from
          here.
        </Trans>
      }
      create={create}
    />
  );
}
