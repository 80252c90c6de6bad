import type { MethodologyStep } from '@costlens/contracts';
import { confidenceBand } from '@costlens/domain';
import { formatPercentWhole } from './format.ts';

interface MethodologyProps {
  steps: readonly MethodologyStep[];
  confidence: number;
  confidenceNote: string;
  disclaimer: string;
}

/** Steps, the confidence level with its band (80+ High, 60–79 Medium, else Low), note and disclaimer. */
export function Methodology({ steps, confidence, confidenceNote, disclaimer }: MethodologyProps) {
  const band = confidenceBand(confidence);
  const value = Math.max(0, Math.min(100, confidence));
  return (
    <section className="card results-panel" aria-labelledby="methodology-title">
      <h2 id="methodology-title">Analysis Methodology</h2>
      {steps.length > 0 && (
        <ol className="method-steps">
          {steps.map((s, i) => (
            <li key={`${s.step}-${i}`}>
              <span className="method-step-number" aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <h3>{s.step}</h3>
                <p className="muted">{s.description}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="confidence-block">
        <div className="row">
          <h3 id="confidence-level-label">Confidence Level</h3>
          <span className="spacer" />
          <span className={`badge tone-${band.tone}`}>{band.label}</span>
          <strong>{formatPercentWhole(confidence)}</strong>
        </div>
        <div
          className={`progress progress-${band.tone}`}
          role="progressbar"
          aria-labelledby="confidence-level-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(value)}
        >
          <span style={{ width: `${value}%` }} />
        </div>
        {confidenceNote && <p className="muted small confidence-note">{confidenceNote}</p>}
      </div>
      <aside className="disclaimer" aria-labelledby="disclaimer-title">
        <h3 id="disclaimer-title">Important Disclaimer</h3>
        <p>{disclaimer}</p>
      </aside>
    </section>
  );
}
