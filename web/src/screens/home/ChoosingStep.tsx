import type { ReactNode } from 'react';
import { ANALYSIS_OPTIONS, optionTitle } from './analysis-options.ts';
import type { ChoiceType } from './home-store.ts';

export interface ChoosingStepProps {
  image: string | null;
  choice: ChoiceType;
  onSelect(type: ChoiceType): void;
  onContinue(): void;
  onRetake(): void;
  /** Shown above the photo: why it was refused (or what it probably is) and the form to say what it is. */
  correction?: ReactNode;
}

/** The user picks what to do with the photo; full is the default. */
export default function ChoosingStep({ image, choice, onSelect, onContinue, onRetake, correction }: ChoosingStepProps) {
  return (
    <section className="card" aria-labelledby="choosing-title">
      <h2 id="choosing-title">{correction ? 'Your Photo' : 'Choose Your Analysis'}</h2>
      {/* A question about the photo comes first: on a phone the photo below it would push it off screen. */}
      {correction}
      {image && (
        <figure className="flow-image">
          <img src={image} alt="The captured product" />
        </figure>
      )}
      {/* After a refusal the form is the way on: the same photo again would be refused again. */}
      {!correction && (
        <div className="choice-list" role="radiogroup" aria-labelledby="choosing-title">
          {ANALYSIS_OPTIONS.map((o) => (
            <button
              key={o.type}
              type="button"
              role="radio"
              aria-checked={choice === o.type}
              className={`choice-card${choice === o.type ? ' selected' : ''}`}
              onClick={() => onSelect(o.type)}
            >
              <span className="choice-icon" aria-hidden="true">
                {o.icon}
              </span>
              <span className="choice-text">
                <strong>{o.title}</strong>
                <span className="small muted">{o.description}</span>
              </span>
            </button>
          ))}
        </div>
      )}
      <div className="stack">
        {!correction && (
          <button type="button" className="btn btn-block btn-primary" onClick={onContinue}>
            Continue with {optionTitle(choice)}
          </button>
        )}
        <button type="button" className="btn btn-ghost btn-block" onClick={onRetake}>
          {correction ? 'Take Another Photo' : 'Retake Photo'}
        </button>
      </div>
    </section>
  );
}
