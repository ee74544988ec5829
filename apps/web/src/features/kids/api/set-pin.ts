import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function setPin(pin: string): Promise<void> {
  return api.put<void>('/api/v1/account/pin', { pin });
}

export function useSetPin() {
  return useMutation({ mutationFn: setPin });
}
