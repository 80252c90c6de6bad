import type { ExplainResponse } from '@costlens/contracts';
import type { AppDeps } from '../../app-types.ts';

/** The model's words when one is configured and answers; otherwise (or on any failure) the factual summary. */
export async function explainOrSummarise(
  { providers, logger }: Pick<AppDeps, 'providers' | 'logger'>,
  input: { topic: string; instructions: string; data: unknown },
  summary: () => string,
): Promise<ExplainResponse> {
  if (providers.explainer.configured) {
    try {
      const text = (await providers.explainer.explain(input, { signal: AbortSignal.timeout(20_000) })).trim();
      if (text) return { explanation: text, source: 'model' };
    } catch (err) {
      logger.warn('explainer failed; answering the summary', { topic: input.topic, err: String(err) });
    }
  }
  return { explanation: summary(), source: 'summary' };
}
