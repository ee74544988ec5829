import { ApiError, buildUrl, errorMessageFrom, reportUnauthorized } from '../api-client';
import { readToken } from '../session-storage';

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * POSTs a file as its raw bytes and reports how much has gone up (0 to 1). XMLHttpRequest,
 * because fetch reports no upload progress (and a streamed request body is not reliable across
 * browsers). Answers and fails as `api.post` does: the JSON answer, or an ApiError; an aborted
 * signal rejects with its reason. An upload that makes no progress for `stallMs` is given up (a
 * time limit on the whole would refuse a large video on a slow line).
 */
export function uploadWithProgress<T>(input: {
  path: string;
  params?: Record<string, string>;
  body: Blob;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  stallMs?: number;
}): Promise<T> {
  const { path, params, body, onProgress, signal, stallMs = 60_000 } = input;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const xhr = new XMLHttpRequest();
    const token = readToken();
    xhr.open('POST', buildUrl(path, params));
    const headers: Record<string, string> = {
      'Content-Type': body.type || 'application/octet-stream',
    };
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header, not a sentence
    if (token) headers.Authorization = `Bearer ${token}`;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    let reason: unknown = null;
    const abort = (why: unknown) => ((reason = why), xhr.abort());
    const cancel = () => abort(signal?.reason);
    const stalled = () => abort(new DOMException(undefined, 'TimeoutError'));
    let stall = setTimeout(stalled, stallMs);
    signal?.addEventListener('abort', cancel, { once: true });
    const done = () => (clearTimeout(stall), signal?.removeEventListener('abort', cancel));
    xhr.upload.onprogress = (event) => {
      clearTimeout(stall);
      stall = setTimeout(stalled, stallMs);
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      done();
      const answer = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        return resolve(answer as T);
      }
      if (xhr.status === 401 && token) reportUnauthorized();
      reject(new ApiError(errorMessageFrom(answer, xhr.statusText), xhr.status, answer));
    };
    // No answer at all: like fetch's TypeError, the outbox tries again later.
    xhr.onerror = () => (done(), reject(new TypeError(xhr.statusText)));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => (done(), reject(reason ?? new DOMException(undefined, 'AbortError')));
    xhr.send(body);
  });
}
