import type { Profile } from '@hearth/shared';
import { Button } from '@/components/ui/button';
import { useDevices } from '../api/get-devices';
import { useSignOutDevice } from '../api/sign-out-device';

const seen = (at: string | null) =>
  at
    ? new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
    : 'not yet';

/** The child's own devices, each with its last use and a remote sign-out. */
export function DevicesList({ child }: { child: Profile }) {
  const devices = useDevices(child.id);
  const signOut = useSignOutDevice();
  const list = devices.data ?? [];
  return (
    <div>
      <h3 className="text-xl font-semibold">Devices</h3>
      {devices.isSuccess && list.length === 0 ? (
        <p className="text-muted">No devices linked yet.</p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {list.map((device) => (
          <li key={device.id} className="flex flex-wrap items-center gap-3">
            <span>
              {device.name}, last seen {seen(device.last_seen_at)}
            </span>
            <Button
              size="compact"
              variant="secondary"
              disabled={signOut.isPending}
              aria-label={`Sign out ${device.name}`}
              onClick={() => signOut.mutate({ childId: child.id, deviceId: device.id })}
            >
              Sign out
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
