import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pinKey } from './get-pin';

export function setPin(pin: string): Promise<void> {
  return api.put<void>('/api/v1/account/pin', { pin });
}

export function useSetPin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setPin,
    onSuccess: () => client.setQueryData(pinKey, { pin_set: true }),
  });
}
