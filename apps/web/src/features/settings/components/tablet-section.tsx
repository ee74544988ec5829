import type { Profile } from '@hearth/shared';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { DeviceLinkCode } from '@/components/ui/device-link-code';
import { DevicesList } from '@/components/ui/devices-list';
import { FormError } from '@/components/ui/form-error';
import { useCreateDeviceLink } from '@/lib/device-links';
import { firstError } from '@/lib/errors';

const NO_CODE = msg`No code could be made. Please try again.`;

/** The grandparent's tablet: a code to link it (no password), and its devices to sign out. */
export function TabletSection({ profile }: { profile: Profile }) {
  const { i18n } = useLingui();
  const link = useCreateDeviceLink();
  const nickname = profile.nickname;
  return (
    <section aria-labelledby={`${profile.id}-tablet`} className="flex flex-col gap-3">
      <h2 id={`${profile.id}-tablet`} className="text-2xl font-bold">
        <Trans>{nickname}’s tablet</Trans>
      </h2>
      <p>
        <Trans>
          Make a code here, then open Hearth on the tablet and type it there. The tablet stays
          signed in as {nickname}, with no password.
        </Trans>
      </p>
      <Button variant="secondary" onClick={() => link.mutate(profile.id)}>
        <Trans>Link a tablet for {nickname}</Trans>
      </Button>
      <FormError messages={link.error ? firstError(link.error, i18n._(NO_CODE)) : null} />
      {link.data ? <DeviceLinkCode nickname={nickname} code={link.data.code} /> : null}
      <DevicesList profile={profile} />
    </section>
  );
}
