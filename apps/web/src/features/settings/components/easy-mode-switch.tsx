import type { Profile } from '@hearth/shared';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { FormError } from '@/components/ui/form-error';
import { firstError } from '@/lib/errors';
import { useUpdateProfileSettings } from '../api/update-profile-settings';

export const SETTINGS_NOT_SAVED = msg`The settings could not be saved. Please try again.`;

interface EasyModeSwitchProps {
  profile: Profile;
  /** What is saved, or undefined while it loads. */
  on: boolean | undefined;
}

/** Saved as it is switched: the profile's devices follow at once. */
export function EasyModeSwitch({ profile, on }: EasyModeSwitchProps) {
  const { i18n } = useLingui();
  const save = useUpdateProfileSettings();
  const id = useId();
  const nickname = profile.nickname;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        <Trans>Easy mode</Trans>
      </h2>
      <p id={`${id}-what`}>
        <Trans>
          Bigger text and buttons, stronger colours, one thing at a time, and the newest message
          first.
        </Trans>
      </p>
      <label htmlFor={id} className="flex min-h-12 items-center gap-3 font-semibold">
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-describedby={`${id}-what`}
          className="size-6 accent-primary"
          checked={on ?? false}
          disabled={on === undefined || save.isPending}
          onChange={(event) =>
            save.mutate({ profileId: profile.id, settings: { easy_mode: event.target.checked } })
          }
        />
        <Trans>Easy mode for {nickname}</Trans>
      </label>
      <FormError
        messages={save.error ? firstError(save.error, i18n._(SETTINGS_NOT_SAVED)) : null}
      />
    </section>
  );
}
