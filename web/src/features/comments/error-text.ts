import { ApiError } from '../../lib/api.ts';

/** The message to show for a failed call: the server's own `error` text when it sent one, else the
 *  error's message, else the given fallback (the spec's "with the message, else ..." rule). */
export function errorText(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.serverMessage ?? err.message ?? fallback;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}
