import type { ProviderInfo } from '../provider-info.ts';
import type { ChatClient } from '../transports/openai/chat-completions.ts';
import type { CallFor } from '../vendor-meter.ts';
import { createEmbeddedExplainer } from './embedded.ts';
import { createOpenAIExplainer } from './openai.ts';

/** What to explain: a topic, what the explanation should say, and the data it may use (nothing else). */
export interface ExplainInput {
  topic: string;
  instructions: string;
  data: unknown;
}

/** Writes a short plain-language explanation of data the server already has (prices, suppliers).
 *  Only a configured model explains; without one each route writes a factual summary of the same data
 *  itself, and a failing model falls back to that summary too. */
export interface Explainer extends ProviderInfo {
  explain(input: ExplainInput, opts?: { signal?: AbortSignal } & CallFor): Promise<string>;
}

/** The model behind the OpenAI-compatible transport when there is one; otherwise nothing explains. */
export function createExplainer(openai: ChatClient | null): Explainer {
  return openai ? createOpenAIExplainer(openai) : createEmbeddedExplainer();
}
