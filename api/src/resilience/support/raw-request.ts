/**
 * One HTTP/1.1 request over a plain socket that reads while it writes. A server may refuse a large upload
 * before it has read it and close the connection; `fetch` then often reports only the broken pipe, so a
 * test cannot tell a refusal it did not get to read from a reset or a crash. Here the answer is read as it
 * arrives, whatever happens to the rest of the upload, and a connection that ends without a whole answer
 * is an error.
 */
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Body bytes the socket accepted before the answer came or the connection ended. */
  bytesSent: number;
}

export interface RawRequest {
  method: string;
  headers: Record<string, string>;
  /** The body in pieces; with no `content-length` header it is sent chunked. */
  body: Iterable<Uint8Array> | AsyncIterable<Uint8Array>;
}

const CRLF = '\r\n';

/** Sends the request and resolves with the answer; rejects when the connection ends without one. */
export function sendRaw(url: string, request: RawRequest): Promise<RawAnswer> {
  const { hostname, port, pathname, search } = new URL(url);
  const chunked = !Object.keys(request.headers).some((h) => h.toLowerCase() === 'content-length');
  const head =
    `${request.method} ${pathname}${search} HTTP/1.1${CRLF}host: ${hostname}:${port}${CRLF}` +
    Object.entries({ ...request.headers, ...(chunked ? { 'transfer-encoding': 'chunked' } : {}) })
      .map(([k, v]) => `${k}: ${v}${CRLF}`)
      .join('') +
    CRLF;

  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    let received = Buffer.alloc(0);
    let answer: RawAnswer | null = null;
    let bytesSent = 0;
    let writeError: Error | null = null;

    const tryParse = () => {
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [statusLine, ...lines] = received.subarray(0, end).toString('latin1').split(CRLF);
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).trim().toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      const length = Number(headers['content-length']);
      if (!Number.isFinite(length)) throw new Error(`an answer without a length: ${statusLine}`);
      const body = received.subarray(end + 4);
      if (body.length < length) return;
      answer = {
        status: Number(statusLine!.split(' ')[1]),
        headers,
        body: body.subarray(0, length).toString('utf8'),
        bytesSent,
      };
      resolve(answer);
      socket.end();
    };

    socket.on('data', (d: Buffer) => {
      received = Buffer.concat([received, d]);
      try {
        tryParse();
      } catch (err) {
        reject(err);
        socket.destroy();
      }
    });
    socket.on('error', (err) => {
      writeError ??= err;
    });
    socket.on('close', () => {
      if (!answer)
        reject(
          new Error(
            `the connection closed after ${bytesSent} body bytes with no whole answer` +
              (writeError ? ` (${writeError.message})` : '') +
              (received.length ? `: ${received.toString('latin1').slice(0, 200)}` : ''),
          ),
        );
    });

    const write = (bytes: Uint8Array | string) =>
      new Promise<void>((done) => {
        if (answer || socket.destroyed || writeError) return done();
        const ok = socket.write(bytes, (err) => {
          if (!err && typeof bytes !== 'string') bytesSent += bytes.length;
        });
        if (ok) done();
        else {
          const settle = () => {
            socket.off('drain', settle);
            socket.off('close', settle);
            done();
          };
          socket.once('drain', settle);
          socket.once('close', settle);
        }
      });

    socket.once('connect', async () => {
      await write(head);
      for await (const piece of request.body) {
        if (answer || socket.destroyed || writeError) break;
        if (chunked) await write(`${piece.length.toString(16)}${CRLF}`);
        await write(piece);
        if (chunked) await write(CRLF);
      }
      if (chunked) await write(`0${CRLF}${CRLF}`);
    });
  });
}
