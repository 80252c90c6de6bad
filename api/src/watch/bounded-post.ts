/**
 * One HTTPS POST to a party the server does not trust (a push service a browser named): a total deadline
 * from connect to answer, not an idle one, so a service that trickles a byte at a time cannot hold it; the
 * status is taken from the answer's head and at most `maxAnswerBytes` of its body are read (for the log),
 * the rest is dropped with the connection. Nothing the other side sends can grow a string in this process.
 */
import { request } from 'node:https';
import type { Agent } from 'node:https';
import type { IncomingMessage } from 'node:http';

export interface BoundedPostOptions {
  agent: Agent;
  /** From the request's start to its answer's status (and the start of an error answer's body). */
  deadlineMs: number;
  /** Of an answer's body, read at most this much. */
  maxAnswerBytes: number;
}

export interface BoundedAnswer {
  status: number;
  /** The start of an error answer's body (never of a success's), for the log. */
  excerpt: string;
}

export class PostDeadlineError extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'PostDeadlineError';
  }
}

export function boundedPost(
  url: URL,
  headers: Record<string, string | number>,
  body: Buffer | null,
  { agent, deadlineMs, maxAnswerBytes }: BoundedPostOptions,
): Promise<BoundedAnswer> {
  return new Promise<BoundedAnswer>((resolve, reject) => {
    let settled = false;
    let answer: IncomingMessage | null = null;
    const chunks: Buffer[] = [];
    let kept = 0;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      // Whatever is still coming is not read: the connection goes with it.
      answer?.destroy();
      req.destroy();
    };
    const answered = () => {
      const excerpt = Buffer.concat(chunks).subarray(0, maxAnswerBytes).toString('utf8');
      finish(() => resolve({ status: answer!.statusCode ?? 0, excerpt }));
    };

    const req = request({
      protocol: 'https:',
      hostname: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port || 443,
      path: `${url.pathname}${url.search}`,
      method: 'POST',
      headers,
      agent,
    });
    const timer = setTimeout(() => {
      if (answer) answered();
      else finish(() => reject(new PostDeadlineError(deadlineMs)));
    }, deadlineMs);
    timer.unref();

    req.on('error', (err) => finish(() => reject(err)));
    req.on('response', (res) => {
      answer = res;
      // Errors after the answer is settled (the connection torn down by us) are expected.
      res.on('error', (err) => finish(() => reject(err)));
      const status = res.statusCode ?? 0;
      if (status >= 200 && status < 300) return answered();
      res.on('data', (chunk: Buffer) => {
        if (settled) return;
        chunks.push(chunk.subarray(0, maxAnswerBytes - kept));
        kept += chunk.length;
        if (kept >= maxAnswerBytes) answered();
      });
      res.on('end', answered);
    });
    req.end(body ?? undefined);
  });
}
