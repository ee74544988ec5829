import { useMutation } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { ApiError, buildUrl, errorMessageFrom } from '@/lib/api-client';
import { getSession } from '@/lib/session';

export const EXPORT_FAILED = msg`Failed to export your data`;

/**
 * Downloads the account's zip (or one profile's), telling how many bytes have arrived as they
 * come, then hands it to the browser as a file.
 */
export async function exportAccount(input: {
  profileId?: string;
  onProgress: (bytes: number) => void;
}): Promise<void> {
  const { token } = getSession();
  const response = await fetch(
    buildUrl('/api/v1/account/export', { profile_id: input.profileId }),
    { headers: token ? { Authorization: `Bearer ${token}` } : {} },
  );
  if (!response.ok || !response.body) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(errorMessageFrom(body, response.statusText), response.status, body);
  }
  const parts: Uint8Array[] = [];
  let received = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    input.onProgress(received);
  }
  const url = URL.createObjectURL(new Blob(parts as BlobPart[], { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `hearth-export-${new Date().toISOString().slice(0, 10)}.zip`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useExportAccount() {
  return useMutation({ mutationFn: exportAccount });
}
