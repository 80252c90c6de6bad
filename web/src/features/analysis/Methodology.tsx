import { useId } from 'react';
import type { MethodologyStep, SourceLine } from '@costlens/contracts';
import { confidenceBand } from '@costlens/domain';
import { formatPercentWhole, readable } from './format.ts';

interface MethodologyProps {
  steps: readonly MethodologyStep[];
  confidence: number;
  confidenceNote: string;
  disclaimer: string;
  /** The worksheet behind the cost range, with its sources. */
  sources?: readonly SourceLine[];
}

/** Steps in plain words, the confidence level with its band (80+ High, 60–79 Medium, else Low), note and
 *  disclaimer; how each step was done and where every figure comes from sit behind "Sources". */
export function Methodology({ steps, confidence, confidenceNote, disclaimer, sources = [] }: MethodologyProps) {
  const id = useId();
  const band = confidenceBand(confidence);
  const value = Math.max(0, Math.min(100, confidence));
  const details = steps.filter((s) => s.detail);
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
                <p className="muted">{readable(s.description)}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="confidence-block">
        <div className="row">
          <h3 id={`${id}-confidence`}>Confidence Level</h3>
          <span className="spacer" />
          <span className={`badge tone-${band.tone}`}>{band.label}</span>
          <strong>{formatPercentWhole(confidence)}</strong>
        </div>
        <div
          className={`progress progress-${band.tone}`}
          role="progressbar"
          aria-labelledby={`${id}-confidence`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(value)}
        >
          <span style={{ width: `${value}%` }} />
        </div>
        {confidenceNote && <p className="muted small confidence-note">{readable(confidenceNote)}</p>}
      </div>
      {(details.length > 0 || sources.length > 0) && (
        <details className="method-sources">
          <summary>Sources</summary>
          {details.length > 0 && (
            <dl className="method-details">
              {details.map((s, i) => (
                <div key={`${s.step}-${i}`}>
                  <dt>{s.step}</dt>
                  <dd>{s.detail}</dd>
                </div>
              ))}
            </dl>
          )}
          {sources.length > 0 && (
            <>
              <h3>How the cost range was worked out</h3>
              <ul className="method-worksheet">
                {sources.map((line, i) => (
                  <li key={i}>
                    <span>{line.text}</span>
                    {line.sources.length > 0 && (
                      <span className="method-worksheet-sources small muted">
                        {line.sources.map((s, j) => (
                          <span key={j}>
                            {s.url ? (
                              <a href={s.url} target="_blank" rel="noopener noreferrer">
                                {s.publisher}, {s.year}
                              </a>
                            ) : (
                              `${s.publisher}, ${s.year}`
                            )}
                          </span>
                        ))}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </details>
      )}
      <aside className="disclaimer" aria-labelledby={`${id}-disclaimer`}>
        <h3 id={`${id}-disclaimer`}>Important Disclaimer</h3>
        <p>{readable(disclaimer)}</p>
      </aside>
    </section>
  );
}
