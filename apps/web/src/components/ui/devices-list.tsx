import type { Profile } from '@hearth/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from './button';
import { formatDateTime } from '@/lib/format';
import { useDevices, useSignOutDevice } from '@/lib/device-links';

/** A child's or a grandparent's own devices, each with its last use and a remote sign-out. */
export function DevicesList({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const devices = useDevices(profile.id);
  const signOut = useSignOutDevice();
  const list = devices.data ?? [];
  return (
    <div>
      <h3 className="text-xl font-semibold">
        <Trans>Devices</Trans>
      </h3>
      {devices.isSuccess && list.length === 0 ? (
        <p className="text-muted">
          <Trans>No devices linked yet.</Trans>
        </p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {list.map(({ id, name, last_seen_at }) => {
          const seen = last_seen_at ? formatDateTime(last_seen_at) : null;
          return (
            <li key={id} className="flex flex-wrap items-center gap-3">
              <span>
                {seen === null ? (
                  <Trans>{name}, last seen not yet</Trans>
                ) : (
                  <Trans>
                    {name}, last seen {seen}
                  </Trans>
                )}
              </span>
              <Button
                size="compact"
                variant="secondary"
                disabled={signOut.isPending}
                aria-label={t`Sign out ${name}`}
                onClick={() => signOut.mutate({ profileId: profile.id, deviceId: id })}
              >
                <Trans>Sign out</Trans>
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
