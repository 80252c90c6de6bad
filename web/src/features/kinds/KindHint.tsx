/** Under a typed product name: what it will be estimated as (and whether from similar products), or, when the
 *  name is no kind CostLens knows, the closest kinds as one-tap choices, so the name is never a dead end. */
import type { KindReadingView } from './kind-words.ts';

export const KIND_HINT_TEXTS = {
  estimatedAs: 'Estimated as',
  fromFamily: (family: string) => `from similar products: ${family}`,
  unknown: "We don't know that name as a kind of product. Did you mean:",
  noChoice: "We don't know that name as a kind of product. Try the plain name of what it is.",
} as const;

export interface KindHintProps {
  view: KindReadingView | null;
  id?: string;
  /** A kind picked from the choices: its label replaces the typed words. */
  onPick(label: string): void;
  disabled?: boolean;
}

export function KindHint({ view, id, onPick, disabled = false }: KindHintProps) {
  if (!view) return null;
  if (view.state === 'kind') {
    const { kind } = view;
    return (
      <p id={id} className="kind-hint small" aria-live="polite">
        {KIND_HINT_TEXTS.estimatedAs} <strong>{kind.label}</strong>
        {kind.family && <span className="muted"> ({KIND_HINT_TEXTS.fromFamily(kind.family)})</span>}
      </p>
    );
  }
  return (
    <div id={id} className="kind-hint kind-hint-unknown small" aria-live="polite">
      <p>{view.choices.length > 0 ? KIND_HINT_TEXTS.unknown : KIND_HINT_TEXTS.noChoice}</p>
      {view.choices.length > 0 && (
        <div className="row">
          {view.choices.map((c) => (
            <button
              key={c.id}
              type="button"
              className="btn kind-choice"
              disabled={disabled}
              onClick={() => onPick(c.label)}
            >
              {c.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
