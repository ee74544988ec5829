import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhotoSharingState } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { photoSharingKey } from './get-photo-sharing';

export function setPhotoSharing({ childId, enabled }: { childId: string; enabled: boolean }) {
  return api.put<PhotoSharingState>(`/api/v1/profiles/${childId}/photo_sharing`, {
    photo_sharing: { enabled },
  });
}

export function useSetPhotoSharing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setPhotoSharing,
    onSuccess: (saved, { childId }) => client.setQueryData(photoSharingKey(childId), saved),
  });
}
