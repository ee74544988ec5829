import type { z } from 'zod';
import { unprocessable } from './http-error.js';

/** Parses input against a shared schema; failures become one 422 listing every problem once. */
export function validate<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const messages = [...new Set(result.error.issues.map((issue) => issue.message))];
  throw unprocessable(messages);
}
