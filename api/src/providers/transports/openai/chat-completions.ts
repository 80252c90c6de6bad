import { ProviderError } from '../../errors.ts';
import type { CallFor } from '../../vendor-meter.ts';

/** The transport for any OpenAI-compatible chat-completions server (OpenAI, Ollama, vLLM, LM Studio,
 *  OpenRouter): URL, key, time limit and the vendor's error codes live here once. One client serves every
 *  capability that uses the model (vision, explanations, reading product pages). */

export type ContentPart =
  { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string; detail?: 'low' | 'high' | 'auto' } };

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string | ContentPart[];
}

export interface ChatRequest {
  messages: ChatMessage[];
  /** Structured output: the model must answer JSON matching this (strict-mode) JSON schema. */
  jsonSchema?: { name: string; schema: Record<string, unknown> };
}

export interface ChatAnswer {
  /** The message text; for structured output a JSON string still to be parsed and validated. */
  content: string;
  /** 'stop' normally; 'length' means the answer was cut off. */
  finishReason: string;
}

export interface ChatCallOptions extends CallFor {
  signal?: AbortSignal;
  /** This call's time limit; the client's own when absent. */
  timeoutMs?: number;
}

export interface ChatClient {
  complete(request: ChatRequest, opts?: ChatCallOptions): Promise<ChatAnswer>;
}

export interface ChatClientOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** The time limit of a call that names none. Vision models often take 10–30 s for a full analysis;
   *  past this the user is better told to retry. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Asked before every call, with the client it is for (the daily budgets); its rejection is the call's. */
  meter?: (client: string | null) => Promise<void>;
}

export const DEFAULT_CHAT_TIMEOUT_MS = 45_000;
/** When a 429 names no wait, this is a polite pause before trying again. */
const DEFAULT_RETRY_AFTER_S = 20;

interface WireError {
  error?: { message?: string; type?: string; code?: string | null } | string;
}
interface WireAnswer {
  choices?: Array<{ finish_reason?: string | null; message?: { content?: string | null; refusal?: string | null } }>;
}

export function createChatClient({
  baseUrl,
  apiKey,
  model,
  timeoutMs = DEFAULT_CHAT_TIMEOUT_MS,
  fetch: doFetch = fetch,
  meter,
}: ChatClientOptions): ChatClient {
  const url = `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    async complete(request, opts = {}) {
      await meter?.(opts.client ?? null);
      const body: Record<string, unknown> = { model, messages: request.messages };
      if (request.jsonSchema) {
        body.response_format = {
          type: 'json_schema',
          json_schema: { name: request.jsonSchema.name, strict: true, schema: request.jsonSchema.schema },
        };
      }
      const limitMs = opts.timeoutMs ?? timeoutMs;
      const timeout = AbortSignal.timeout(limitMs);
      const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
      let res: Response;
      let text: string;
      try {
        res = await doFetch(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${apiKey}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(body),
          signal,
        });
        text = await res.text();
      } catch (err) {
        if (opts.signal?.aborted) throw err; // the caller cancelled: not a provider failure
        if (timeout.aborted || (err as Error).name === 'TimeoutError') {
          throw new ProviderError('timeout', `The model did not answer within ${Math.round(limitMs / 1000)} s`, {
            cause: err,
          });
        }
        throw new ProviderError('unavailable', 'The model API could not be reached', { cause: err });
      }
      let parsed: (WireAnswer & WireError) | null;
      try {
        parsed = JSON.parse(text) as WireAnswer & WireError;
      } catch {
        parsed = null;
      }
      if (!res.ok) throw errorFor(res, parsed);
      if (!parsed) throw new ProviderError('bad_response', 'The model API answered with something that is not JSON');
      const choice = parsed.choices?.[0];
      const message = choice?.message;
      if (!choice || !message) throw new ProviderError('bad_response', 'The model API answered without a choice');
      if (typeof message.refusal === 'string' && message.refusal) {
        throw new ProviderError('refused', `The model declined: ${message.refusal}`);
      }
      const finishReason = choice.finish_reason ?? 'stop';
      if (finishReason === 'content_filter')
        throw new ProviderError('refused', 'The model provider filtered this request or its answer');
      return { content: message.content ?? '', finishReason };
    },
  };
}

function errorFor(res: Response, body: WireError | null): ProviderError {
  const e = typeof body?.error === 'object' ? body.error : undefined;
  const message = e?.message ?? (typeof body?.error === 'string' ? body.error : '') ?? '';
  const detail = message ? `: ${message}` : '';
  if (res.status === 429) {
    // An exhausted quota does not come back by waiting a minute.
    if (e?.code === 'insufficient_quota' || e?.type === 'insufficient_quota') {
      return new ProviderError('not_configured', `The model API quota is used up${detail}`);
    }
    return new ProviderError('busy', `The model API rate limit was reached${detail}`, {
      retryAfterSeconds: retryAfterOf(res) ?? DEFAULT_RETRY_AFTER_S,
    });
  }
  // Bad key, unknown model, or a server that cannot take images or JSON schemas: fixed by configuration.
  if (res.status === 400 || res.status === 401 || res.status === 403 || res.status === 404) {
    return new ProviderError('not_configured', `The model API refused the request (${res.status})${detail}`);
  }
  if (res.status === 503 || res.status === 529) {
    const retryAfterSeconds = retryAfterOf(res);
    return new ProviderError(
      'busy',
      `The model API is overloaded (${res.status})${detail}`,
      retryAfterSeconds ? { retryAfterSeconds } : {},
    );
  }
  if (res.status === 408 || res.status === 504)
    return new ProviderError('timeout', `The model API timed out (${res.status})${detail}`);
  return new ProviderError('unavailable', `The model API answered ${res.status}${detail}`);
}

/** Seconds from a Retry-After header (only the delta form: vendors send seconds). */
function retryAfterOf(res: Response): number | undefined {
  const v = Number(res.headers.get('retry-after'));
  return Number.isFinite(v) && v > 0 ? Math.ceil(v) : undefined;
}
