import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChildDevice, DeviceLinkResponse } from '@hearth/shared';
import { api } from './api-client';

/*
 * A child's or a grandparent's own device: a code made on a grown-up's screen links it as that
 * one profile; the grown-up sees its devices and signs any of them out from afar. Shared by the
 * children's dashboard and the grandparent's settings.
 */

const devicesPath = (profileId: string) =>
  `/api/v1/profiles/${encodeURIComponent(profileId)}/devices`;

export const devicesKey = (profileId: string) => ['devices', profileId] as const;

export function createDeviceLink(profileId: string): Promise<DeviceLinkResponse> {
  return api.post<DeviceLinkResponse>(
    `/api/v1/profiles/${encodeURIComponent(profileId)}/device_links`,
  );
}

export function useCreateDeviceLink() {
  return useMutation({ mutationFn: createDeviceLink });
}

export function getDevices(profileId: string): Promise<ChildDevice[]> {
  return api.get<ChildDevice[]>(devicesPath(profileId));
}

export function useDevices(profileId: string) {
  return useQuery({ queryKey: devicesKey(profileId), queryFn: () => getDevices(profileId) });
}

export interface DeviceRef {
  profileId: string;
  deviceId: string;
}

/** Signs one of the profile's devices out; its open connection closes at once. */
export function signOutDevice({ profileId, deviceId }: DeviceRef): Promise<void> {
  return api.delete<void>(`${devicesPath(profileId)}/${encodeURIComponent(deviceId)}`);
}

export function useSignOutDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: signOutDevice,
    onSettled: (_data, _error, { profileId }) =>
      client.invalidateQueries({ queryKey: devicesKey(profileId) }),
  });
}
