/** Checks one endpoint's answer text against its contract: the parsed data, or why it is not data. Run in
 *  the answer-check worker (workers/answer-check.worker.ts), or here when the page cannot start it. */
import { ENDPOINT_SCHEMAS } from '@costlens/contracts/endpoint-schemas';
import type { EndpointName } from '@costlens/contracts/endpoints';

export type CheckedAnswer = { ok: true; data: unknown } | { ok: false; problem: 'not-json' | 'not-the-contract' };

export function checkAnswer(name: EndpointName, text: string): CheckedAnswer {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'not-json' };
  }
  const parsed = ENDPOINT_SCHEMAS[name].response.safeParse(json);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, problem: 'not-the-contract' };
}
