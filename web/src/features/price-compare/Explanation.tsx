import type { ExplainResponse } from '@costlens/contracts';

/** The explanation card: the model's words or the server's factual summary, labelled by which it is. */
export function Explanation({
  loading,
  data,
  fallback,
}: {
  loading: boolean;
  data: ExplainResponse | undefined;
  fallback: string | null;
}) {
  const text = data?.explanation ?? fallback;
  return (
    <div className="card pc-explanation" role="status" aria-live="polite">
      <h3>{data?.source === 'model' ? 'AI explanation' : 'Price summary'}</h3>
      {loading ? <p className="muted">Summarising the offers…</p> : text ? <p>{text}</p> : null}
    </div>
  );
}
