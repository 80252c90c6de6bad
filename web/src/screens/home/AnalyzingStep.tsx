import { PROGRESS_STEPS, progressPercent, stepState, useAnalysisProgress } from './analysis-progress.ts';

/** 'AI Analysis in Progress'. */
export default function AnalyzingStep({ image }: { image: string | null }) {
  const active = useAnalysisProgress();
  const percent = progressPercent(active);
  return (
    <section className="card analyzing" aria-labelledby="analyzing-title" aria-busy="true">
      <h2 id="analyzing-title">AI Analysis in Progress</h2>
      <p className="muted">Advanced vision AI is examining your product</p>
      {image && (
        <figure className="flow-image">
          <img src={image} alt="The captured product" />
          <span className="badge tone-blue flow-image-badge">Analyzing...</span>
          <figcaption className="muted small">AI is studying your product...</figcaption>
        </figure>
      )}
      <ol className="progress-steps">
        {PROGRESS_STEPS.map((label, i) => {
          const state = stepState(i, active);
          return (
            <li key={label} className={`progress-step ${state}`}>
              <span className="progress-step-icon" aria-hidden="true">
                {state === 'complete' ? '✓' : state === 'active' ? '…' : '○'}
              </span>
              <span className="progress-step-label">{label}</span>
              {state === 'active' && <span className="small muted">Processing...</span>}
              {state === 'complete' && <span className="small progress-step-done">Complete</span>}
            </li>
          );
        })}
      </ol>
      <div className="row">
        <div
          className="progress spacer"
          role="progressbar"
          aria-label="Analysis progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
        <span className="small">{percent}%</span>
      </div>
      <p className="muted small center">Estimated time: ~15 seconds</p>
    </section>
  );
}
