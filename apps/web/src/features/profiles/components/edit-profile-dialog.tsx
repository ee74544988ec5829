import type { Language, Profile } from '@hearth/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { firstError } from '@/lib/errors';
import { browserLanguage } from '@/lib/i18n';
import { UPDATE_PROFILE_FAILED, useUpdateProfile } from '../api/update-profile';
import { LanguageSelect } from './language-select';
import { useNicknameField } from './nickname';

interface EditProfileDialogProps {
  profile: Profile | null;
  onClose: () => void;
}

export function EditProfileDialog({ profile, onClose }: EditProfileDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={profile !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t`Edit Profile`}
    >
      {/* Keyed so that each opening starts from the profile's current nickname and language. */}
      {profile ? <EditProfileForm key={profile.id} profile={profile} onDone={onClose} /> : null}
    </Dialog>
  );
}

function EditProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const field = useNicknameField(profile.nickname);
  // A profile that has not chosen one reads Hearth in the browser's language: that is the start.
  const [language, setLanguage] = useState<Language>(() => profile.language ?? browserLanguage());
  const update = useUpdateProfile();

  function submit(event: FormEvent) {
    event.preventDefault();
    const nickname = field.check();
    if (nickname === null) return;
    update.mutate({ id: profile.id, nickname, language }, { onSuccess: onDone });
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={submit}>
      <FormError
        messages={update.error ? firstError(update.error, i18n._(UPDATE_PROFILE_FAILED)) : null}
      />
      <Input label={t`Profile Nickname`} {...field.inputProps} />
      <LanguageSelect value={language} onChange={setLanguage} />
      <Button type="submit" disabled={update.isPending}>
        <Trans>Save Changes</Trans>
      </Button>
    </form>
  );
}
