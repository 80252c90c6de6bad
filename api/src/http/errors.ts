import type { Context } from 'hono';
import type { ContentfulStatusCode, StatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import type { ErrorBody, ErrorCode } from '@costlens/contracts';
import type { Logger } from '../lib/logger.ts';

/** The error body as this API writes it: never without a code. */
export type ApiErrorBody = ErrorBody & { code: ErrorCode };

/** An error the client caused or may retry; its message is safe to show to a user, its code is what
 *  clients decide by. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Omit<ErrorBody, 'error' | 'code'> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  get body(): ApiErrorBody {
    return { error: this.message, code: this.code, ...this.extra };
  }
}

const withField = (field: string | undefined) => (field ? { field } : {});

/** A missing or malformed field; `field` names it when there is one to name. */
export const badRequest = (message: string, field?: string) =>
  new HttpError(400, 'invalid_request', message, withField(field));
export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);
export const forbidden = (message: string, field?: string) =>
  new HttpError(403, 'forbidden', message, withField(field));
export const conflict = (message: string, field?: string) => new HttpError(409, 'conflict', message, withField(field));
export const tooLarge = (message: string, field?: string, headers: Record<string, string> = {}) =>
  new HttpError(413, 'too_large', message, withField(field), headers);
/**
 * The headers of a refusal given before the body was all read. A body of declared length is read to its
 * end and dropped after the answer, and the connection kept: closing it while the client still sends
 * resets the connection, and the client loses the answer it was about to read. A body sent without a
 * length may never end, so the answer closes the connection and stops the sender.
 */
export const refusalMidBody = (c: Context): Record<string, string> =>
  c.req.header('content-length') ? {} : { Connection: 'close' };
export const unsupportedMediaType = (message: string, field?: string) =>
  new HttpError(415, 'unsupported_media_type', message, withField(field));

/** Names the first failing field so the client can say what was wrong. */
export function zodToHttpError(err: ZodError): HttpError {
  const issue = innermost(err.issues[0]);
  const field = issue?.path.map(String).join('.') || undefined;
  const message = issue ? `${field ? `${field}: ` : ''}${issue.message}` : 'Invalid request';
  return badRequest(message, field);
}

/** The status logged for a request whose client closed the connection before its answer (as nginx logs it). */
export const CLIENT_CLOSED_REQUEST = 499;

/** The code of a 4xx that Hono itself raised (its HTTPException), by status. */
const FRAMEWORK_CODES: Partial<Record<number, ErrorCode>> = {
  404: 'not_found',
  413: 'too_large',
  415: 'unsupported_media_type',
};

/** One place maps every thrown error to the JSON error body; 5xx details stay in the log. */
export function errorHandler(logger: Logger) {
  return (err: Error, c: Context) => {
    const e = err instanceof ZodError ? zodToHttpError(err) : err;
    if (e instanceof HttpError) {
      for (const [k, v] of Object.entries(e.headers)) c.header(k, v);
      return c.json(e.body, e.status);
    }
    // Hono's own HTTPException (e.g. a body it could not parse) carries a status.
    const status = (e as { status?: number }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const body: ApiErrorBody = {
        error: e.message || 'Bad request',
        code: FRAMEWORK_CODES[status] ?? 'invalid_request',
      };
      return c.json(body, status as ContentfulStatusCode);
    }
    if (c.req.raw.signal.aborted) {
      // The client gave up (closed the connection) and its work was withdrawn: nobody reads this answer.
      logger.info('client closed the request', { reqId: c.get('requestId' as never) });
      return c.body(null, CLIENT_CLOSED_REQUEST as StatusCode);
    }
    logger.error('unhandled error', { reqId: c.get('requestId' as never), err: String(e), stack: e.stack });
    return c.json({ error: 'Internal server error', code: 'internal', retryable: true } satisfies ApiErrorBody, 500);
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
