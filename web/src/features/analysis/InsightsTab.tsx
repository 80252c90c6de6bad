import type { Analysis } from '@costlens/contracts';
import { readable } from './format.ts';

type InsightsData = Pick<Analysis, 'marketInsights' | 'recommendations' | 'businessTips'>;

/** Market insights, then numbered recommendations and tips. */
export function InsightsTab({ analysis }: { analysis: InsightsData }) {
  return (
    <div className="stack-lg">
      {analysis.marketInsights.length > 0 && (
        <section aria-labelledby="insights-title">
          <h2 id="insights-title">Market Insights</h2>
          <ul className="check-list">
            {analysis.marketInsights.map((x, i) => (
              <li key={i}>{readable(x)}</li>
            ))}
          </ul>
        </section>
      )}
      {analysis.recommendations.length > 0 && (
        <section aria-labelledby="recommendations-title">
          <h2 id="recommendations-title">Strategic Recommendations</h2>
          <ol className="numbered-list">
            {analysis.recommendations.map((x, i) => (
              <li key={i}>{readable(x)}</li>
            ))}
          </ol>
        </section>
      )}
      {analysis.businessTips.length > 0 && (
        <section aria-labelledby="tips-title">
          <h2 id="tips-title">Business Tips</h2>
          <ol className="numbered-list">
            {analysis.businessTips.map((x, i) => (
              <li key={i}>{readable(x)}</li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
