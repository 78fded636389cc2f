import { ApiError } from '~/lib/api-client';

/** The server's Spanish message; for invalid fields, their own messages without the paths. */
export function errorMessage(err: unknown, fallback: string): string {
  if (!(err instanceof ApiError)) return fallback;
  if (err.fields.length > 0) return [...new Set(err.fields.map((f) => f.message))].join(' ');
  return err.message;
}
