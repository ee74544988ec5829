import { useQuery } from '@tanstack/react-query';
import type { PhotoSharingState } from '@hearth/shared';
import { api } from '@/lib/api-client';

export const photoSharingKey = (childId: string) => ['photo-sharing', childId] as const;

/** Whether the child may send photos and videos (on unless a parent turned it off). */
export function getPhotoSharing(childId: string): Promise<PhotoSharingState> {
  return api.get<PhotoSharingState>(`/api/v1/profiles/${childId}/photo_sharing`);
}

export function usePhotoSharing(childId: string) {
  return useQuery({ queryKey: photoSharingKey(childId), queryFn: () => getPhotoSharing(childId) });
}
