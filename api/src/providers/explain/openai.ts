import { ProviderError } from '../errors.ts';
import { createChatClient } from '../vision/chat-completions.ts';
import type { ChatClientOptions } from '../vision/chat-completions.ts';
import type { Explainer } from './index.ts';

const SYSTEM_PROMPT = [
  'You explain product research data to shoppers and small-business owners in Canada.',
  'Use only the data you are given: never add prices, stores, suppliers or numbers that are not in it.',
  'Answer in plain text, two to four short sentences, no markdown.',
].join(' ');

/** Data beyond this is cut: an explanation needs the gist, and prompts cost by the token. */
const MAX_DATA_CHARS = 24_000;
/** Explanations are optional extras; a slow model must not hold the screen. */
const EXPLAIN_TIMEOUT_MS = 20_000;

/** An Explainer backed by any OpenAI-compatible chat-completions API (the vision adapter's transport). */
export function createOpenAIExplainer(options: ChatClientOptions): Explainer {
  const chat = createChatClient({ timeoutMs: EXPLAIN_TIMEOUT_MS, ...options });
  return {
    async explain({ topic, instructions, data }, opts = {}) {
      const json = JSON.stringify(data) ?? 'null';
      const answer = await chat.complete(
        {
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            {
              role: 'user',
              content: `${topic}\n\n${instructions}\n\nData (JSON):\n${json.length > MAX_DATA_CHARS ? `${json.slice(0, MAX_DATA_CHARS)}…` : json}`,
            },
          ],
        },
        opts,
      );
      const text = answer.content.trim();
      if (!text) throw new ProviderError('bad_response', 'The model answered with an empty explanation');
      return text;
    },
  };
}
