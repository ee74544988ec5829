import type { CallResponse } from '@hearth/shared';
import { api } from '@/lib/api-client';
import { oneCall, type CallIds } from './call-path';

export function joinCall(ids: CallIds): Promise<CallResponse> {
  return api.post<CallResponse>(oneCall(ids, 'join'));
}
