import { api } from '@/lib/api-client';
import { oneCall, type CallIds } from './call-path';

export function leaveCall(ids: CallIds): Promise<void> {
  return api.post<void>(oneCall(ids, 'leave'));
}
