import { ProviderError } from '../errors.ts';
import type { ChatClient } from '../transports/openai/chat-completions.ts';
import type { Explainer } from './index.ts';

const SYSTEM_PROMPT = [
  'You explain product research data to shoppers and small-business owners in Canada.',
  'Use only the data you are given: never add prices, stores, suppliers or numbers that are not in it.',
  'Answer in plain text, two to four short sentences, no markdown.',
].join(' ');

/** Data beyond this is cut: an explanation needs the gist, and prompts cost by the token. */
const MAX_DATA_CHARS = 24_000;
/** An Explainer backed by any OpenAI-compatible chat-completions API. How long an explanation may take is
 *  the caller's to say (`signal`): it is an optional extra the caller can replace with its own summary. */
export function createOpenAIExplainer(chat: ChatClient): Explainer {
  return {
    name: 'openai',
    configured: true,
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
