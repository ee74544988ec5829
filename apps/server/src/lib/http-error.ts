import { MESSAGES, type ErrorCode } from '@hearth/shared';

/** An error meant for the client: its status, code and sentence are answered as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors: string[] = [message],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = () => new HttpError(404, 'not_found', MESSAGES.notFound);

export const unprocessable = (errors: string[]) =>
  new HttpError(422, 'validation_failed', errors[0] ?? 'Invalid input', errors);
