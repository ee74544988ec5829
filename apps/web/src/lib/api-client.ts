import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { env } from '@/config/env';
import { sharedSentence } from './i18n/shared-texts';
import { readToken } from './session-storage';

export type QueryParams = Record<string, string | number | undefined>;

export interface RequestOptions {
  body?: unknown;
  params?: QueryParams;
  signal?: AbortSignal;
}

/** A failed response: its status and whatever JSON (or nothing) the server sent with it. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(message: string, status: number, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The code the server gave for one sentence of its error body: `error_code` for `error`, else the
 * entry of `error_codes` at the sentence's place in `errors` (the two lists run in parallel).
 */
export function errorCodeFor(body: unknown, sentence: string, index?: number): string | undefined {
  if (!isRecord(body)) return undefined;
  const codes = Array.isArray(body.error_codes) ? (body.error_codes as unknown[]) : [];
  const errors = Array.isArray(body.errors) ? (body.errors as unknown[]) : [];
  let code: unknown;
  if (index !== undefined) code = codes[index];
  else if (sentence === body.error && typeof body.error_code === 'string') code = body.error_code;
  else code = codes[errors.indexOf(sentence)];
  return typeof code === 'string' && code ? code : undefined;
}

/**
 * Section 8: the body's error, then its message, otherwise 'API request failed' and the status
 * text; in the active language (a sentence of the contract by its code, see shared-texts).
 */
export function errorMessageFrom(body: unknown, statusText: string): string {
  if (isRecord(body)) {
    if (typeof body.error === 'string' && body.error) {
      return sharedSentence(body.error, errorCodeFor(body, body.error));
    }
    if (typeof body.message === 'string' && body.message) return sharedSentence(body.message);
  }
  return i18n._(msg`API request failed: ${statusText}`);
}

let unauthorizedHandler: (() => void) | null = null;

/** Lets the session forget a token that the server no longer accepts. */
export function onUnauthorized(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

/** A request outside `request` (an upload with progress) whose token was refused. */
export function reportUnauthorized(): void {
  unauthorizedHandler?.();
}

export function buildUrl(path: string, params?: QueryParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined) query.set(key, String(value));
  }
  const search = query.toString();
  return `${env.apiUrl}${path}${search ? `?${search}` : ''}`;
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function request<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  return (await requestWithHeaders<T>(method, path, options)).body;
}

/** The same, with the answer's headers (a list's unread total comes in one). */
export async function requestWithHeaders<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<{ body: T; headers: Headers }> {
  const token = readToken();
  // A Blob (a voice recording) goes as its own bytes and type; anything else as JSON.
  const raw = options.body instanceof Blob ? options.body : null;
  const headers: Record<string, string> = {
    'Content-Type': raw ? raw.type || 'application/octet-stream' : 'application/json',
  };
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header, not a sentence
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(buildUrl(path, options.params), {
    method,
    headers,
    body: raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    signal: options.signal,
  });
  if (response.status === 204) return { body: undefined as T, headers: response.headers };
  const body = await parseBody(response);
  if (!response.ok) {
    // Only a request that carried a token can prove that the token went stale.
    if (response.status === 401 && token) unauthorizedHandler?.();
    throw new ApiError(errorMessageFrom(body, response.statusText), response.status, body);
  }
  // The server answers with the resource itself (or a named wrapper such as {"media": ...}),
  // never an envelope: what it sent is what the caller gets.
  return { body: body as T, headers: response.headers };
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  getWithHeaders: <T>(path: string, options?: RequestOptions) =>
    requestWithHeaders<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
