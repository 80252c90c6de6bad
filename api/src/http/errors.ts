import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import type { ErrorBody } from '@costlens/contracts';
import type { Logger } from '../lib/logger.ts';

/** An error the client caused or may retry; its message is safe to show to a user. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: Omit<ErrorBody, 'error'> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field ? { field } : {});
export const notFound = (what = 'Not found') => new HttpError(404, what);

/** Names the first failing field so the client can say what was wrong. */
export function zodToHttpError(err: ZodError): HttpError {
  const issue = innermost(err.issues[0]);
  const field = issue?.path.map(String).join('.') || undefined;
  const message = issue ? `${field ? `${field}: ` : ''}${issue.message}` : 'Invalid request';
  return badRequest(message, field);
}

/** One place maps every thrown error to the JSON error body; 5xx details stay in the log. */
export function errorHandler(logger: Logger) {
  return (err: Error, c: Context) => {
    const e = err instanceof ZodError ? zodToHttpError(err) : err;
    if (e instanceof HttpError) {
      for (const [k, v] of Object.entries(e.headers)) c.header(k, v);
      return c.json({ error: e.message, ...e.extra } satisfies ErrorBody, e.status);
    }
    // Hono's own HTTPException (e.g. body limit) carries a status and a response.
    const status = (e as { status?: number }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return c.json({ error: e.message || 'Bad request' } satisfies ErrorBody, status as ContentfulStatusCode);
    }
    logger.error('unhandled error', { reqId: c.get('requestId' as never), err: String(e), stack: e.stack });
    return c.json({ error: 'Internal server error', retryable: true } satisfies ErrorBody, 500);
  };
}

type Issue = ZodError['issues'][number];
/** A union's own message ("Invalid input") says nothing; the first branch's first issue names the field. */
function innermost(issue: Issue | undefined): Issue | undefined {
  if (issue?.code === 'invalid_union' && issue.errors[0]?.[0]) {
    const inner = innermost(issue.errors[0][0]);
    return inner ? { ...inner, path: [...issue.path, ...inner.path] } : issue;
  }
  return issue;
}
