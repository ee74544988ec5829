import { useMutation } from '@tanstack/react-query';
import type { DeviceLinkResponse } from '@hearth/shared';
import { api } from '@/lib/api-client';

export function createDeviceLink(childId: string): Promise<DeviceLinkResponse> {
  return api.post<DeviceLinkResponse>(`/api/v1/profiles/${childId}/device_links`);
}

export function useCreateDeviceLink() {
  return useMutation({ mutationFn: createDeviceLink });
}
