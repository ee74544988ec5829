import { useQuery } from '@tanstack/react-query';
import type { PinState } from '@hearth/shared';
import { api } from '@/lib/api-client';

export const pinKey = ['family-pin'] as const;

/** Whether the account has a family PIN (never the PIN itself). */
export function getPinState(): Promise<PinState> {
  return api.get<PinState>('/api/v1/account/pin');
}

export function usePinState() {
  return useQuery({ queryKey: pinKey, queryFn: getPinState });
}
