import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { devicesKey } from './get-devices';

export interface DeviceRef {
  childId: string;
  deviceId: string;
}

/** Signs one of the child's devices out; its open connection closes at once. */
export function signOutDevice({ childId, deviceId }: DeviceRef): Promise<void> {
  return api.delete<void>(`/api/v1/profiles/${childId}/devices/${deviceId}`);
}

export function useSignOutDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: signOutDevice,
    onSettled: (_data, _error, { childId }) =>
      client.invalidateQueries({ queryKey: devicesKey(childId) }),
  });
}
