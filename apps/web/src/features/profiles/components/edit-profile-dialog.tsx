import type { Profile } from '@hearth/shared';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { firstError } from '@/lib/errors';
import { UPDATE_PROFILE_FAILED, useUpdateProfile } from '../api/update-profile';
import { useNicknameField } from './nickname';

interface EditProfileDialogProps {
  profile: Profile | null;
  onClose: () => void;
}

export function EditProfileDialog({ profile, onClose }: EditProfileDialogProps) {
  return (
    <Dialog
      open={profile !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Edit Profile"
    >
      {/* Keyed so that each opening starts from the profile's current nickname. */}
      {profile ? <EditProfileForm key={profile.id} profile={profile} onDone={onClose} /> : null}
    </Dialog>
  );
}

function EditProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const field = useNicknameField(profile.nickname);
  const update = useUpdateProfile();

  function submit(event: FormEvent) {
    event.preventDefault();
    const nickname = field.check();
    if (nickname === null) return;
    update.mutate({ id: profile.id, nickname }, { onSuccess: onDone });
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={submit}>
      <FormError messages={update.error ? firstError(update.error, UPDATE_PROFILE_FAILED) : null} />
      <Input label="Profile Nickname" {...field.inputProps} />
      <Button type="submit" disabled={update.isPending}>
        Save Changes
      </Button>
    </form>
  );
}
