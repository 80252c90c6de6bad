import { progressLead, progressSteps, useElapsedSeconds } from './analysis-progress.ts';
import type { AnalysisPhase } from './analysis-progress.ts';

/** 'AI Analysis in Progress': the steps as they really go, with the seconds waited so far. */
export default function AnalyzingStep({
  image,
  phase,
  typedName,
}: {
  image: string | null;
  phase: AnalysisPhase;
  /** The product name the user typed for this photo, when there is one. */
  typedName: string | null;
}) {
  const seconds = useElapsedSeconds();
  return (
    <section className="card analyzing" aria-labelledby="analyzing-title" aria-busy="true">
      <h2 id="analyzing-title">AI Analysis in Progress</h2>
      <p className="muted">{progressLead(typedName)}</p>
      {image && (
        <figure className="flow-image">
          <img src={image} alt="The captured product" />
          <span className="badge tone-blue flow-image-badge">Analyzing...</span>
          {!typedName && <figcaption className="muted small">AI is studying your product...</figcaption>}
        </figure>
      )}
      <ol className="progress-steps">
        {progressSteps(phase, typedName).map(({ label, state }) => (
          <li key={label} className={`progress-step ${state}`}>
            <span className="progress-step-icon" aria-hidden="true">
              {state === 'complete' ? '✓' : state === 'active' ? '…' : '○'}
            </span>
            <span className="progress-step-label">{label}</span>
            {state === 'active' && <span className="small muted">Processing...</span>}
            {state === 'complete' && <span className="small progress-step-done">Complete</span>}
          </li>
        ))}
      </ol>
      <div className="progress progress-indeterminate" role="progressbar" aria-label="Analysis progress">
        <span />
      </div>
      <p className="muted small center" aria-live="off">
        {seconds < 1 ? 'Just started' : `Working for ${seconds} s`}
      </p>
    </section>
  );
}
