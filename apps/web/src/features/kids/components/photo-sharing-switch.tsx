import type { Profile } from '@hearth/shared';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { FormError } from '@/components/ui/form-error';
import { firstError } from '@/lib/errors';
import { usePhotoSharing } from '../api/get-photo-sharing';
import { useSetPhotoSharing } from '../api/set-photo-sharing';

const SAVE_FAILED = msg`The setting could not be saved. Please try again.`;

/** A parent's switch: may this child send photos and videos? (Seeing them follows approvals.) */
export function PhotoSharingSwitch({ child }: { child: Profile }) {
  const { i18n } = useLingui();
  const state = usePhotoSharing(child.id);
  const save = useSetPhotoSharing();
  const id = useId();
  const enabled = state.data?.photo_sharing.enabled;
  const nickname = child.nickname;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="flex min-h-11 items-center gap-3 text-base">
        <input
          id={id}
          type="checkbox"
          className="size-6 accent-primary"
          checked={enabled ?? true}
          disabled={enabled === undefined || save.isPending}
          onChange={(event) => save.mutate({ childId: child.id, enabled: event.target.checked })}
        />
        <Trans>{nickname} may send photos and videos</Trans>
      </label>
      <FormError messages={save.error ? firstError(save.error, i18n._(SAVE_FAILED)) : null} />
    </div>
  );
}
