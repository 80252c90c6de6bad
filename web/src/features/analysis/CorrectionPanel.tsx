/** "Not the right product?": the user names the product or its category and the same photo is
 *  estimated again. On the results screen it is a disclosure under a low-confidence note; when the
 *  server refused the photo it is open beside the server's reason. */
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { confidenceBand } from '@costlens/domain';
import { KindChoices, KindHint, useKindReading } from '../kinds/index.ts';
import type { KindChoiceView } from '../kinds/index.ts';

export interface ProductCorrection {
  productName: string;
  productCategory: string;
}

export interface CorrectionPanelProps {
  /** 'result': a disclosure on the results screen; 'refused': the photo was refused, the form is open. */
  variant: 'result' | 'refused';
  /** The server's words: why the photo was refused, or why the last re-estimate failed. */
  message?: string | null;
  /** The analysis on screen (result variant): its names are the placeholders, its confidence the note. */
  current?: ProductCorrection & { confidence: number };
  /** The user's last correction, shown again after a failed try. */
  initial?: ProductCorrection | null;
  /** The server did not know the last words as a kind of product: its closest kinds (maybe none). One tap
   *  re-estimates as that kind, the typed name kept. */
  kindChoices?: readonly KindChoiceView[] | null;
  /** Categories the photo could be, strongest first: one tap re-estimates as that category. */
  candidates?: readonly { label: string }[];
  /** A re-estimate is under way: the form waits. */
  busy?: boolean;
  /** What the button does with the typed words ("Search" before a price or supplier search). */
  submitText?: string;
  onSubmit(correction: ProductCorrection): void;
}

export const CORRECTION_TEXTS = {
  toggle: 'Not the right product?',
  refusedTitle: 'What is this product?',
  lowConfidence: 'Low confidence: naming the product will improve this estimate.',
  probable: 'Is it one of these?',
  nameHint: 'What a store would call it, e.g. toaster or trail running shoes.',
  categoryHint: 'Only if the name alone could be many things, e.g. shoes.',
  empty: 'Type a product name or a category.',
  submit: 'Re-estimate',
} as const;

export default function CorrectionPanel({
  variant,
  message,
  current,
  initial,
  kindChoices = null,
  candidates = [],
  busy = false,
  submitText = CORRECTION_TEXTS.submit,
  onSubmit,
}: CorrectionPanelProps) {
  const id = useId();
  const refused = variant === 'refused';
  // Open when there is something to fix: a refusal, a re-estimate that just failed, or a photo that is only
  // probably what it looks like.
  const [open, setOpen] = useState(refused || Boolean(message) || candidates.length > 0);
  const [name, setName] = useState(initial?.productName ?? '');
  const [category, setCategory] = useState(initial?.productCategory ?? '');
  const [empty, setEmpty] = useState(false);
  // The words last sent: the server's kind choices answer them, and only while the fields still hold them.
  const [sent, setSent] = useState<ProductCorrection>({
    productName: initial?.productName ?? '',
    productCategory: initial?.productCategory ?? '',
  });
  const reading = useKindReading(name);
  const nameRef = useRef<HTMLInputElement>(null);
  const openedByUser = useRef(false);

  useEffect(() => {
    if (open && openedByUser.current) nameRef.current?.focus();
  }, [open]);

  const lowConfidence = current !== undefined && confidenceBand(current.confidence).label === 'Low';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() && !category.trim()) {
      setEmpty(true);
      nameRef.current?.focus();
      return;
    }
    setEmpty(false);
    const words = { productName: name.trim(), productCategory: category.trim() };
    setSent(words);
    onSubmit(words);
  };

  // The estimator reads the category first, so the words it did not know are those.
  const unknownWords = sent.productCategory || sent.productName;
  const asking =
    kindChoices !== null &&
    unknownWords !== '' &&
    name.trim() === sent.productName &&
    category.trim() === sent.productCategory;
  const pickKind = (choice: KindChoiceView) => {
    const words = { productName: sent.productName, productCategory: choice.label };
    setCategory(choice.label);
    setSent(words);
    onSubmit(words);
  };
  // The server's words go with its choices, beside the name field, rather than at the top of the form.
  const topMessage = asking ? null : message;

  const describedBy = (hint: string) =>
    [hint, topMessage ? `${id}-message` : null, empty ? `${id}-empty` : null].filter(Boolean).join(' ');
  const form = (
    <form id={`${id}-form`} className="correction-form" onSubmit={submit} noValidate aria-label="Correct the product">
      <div className="grid grid-2">
        <div>
          <label htmlFor={`${id}-name`}>Product name</label>
          <input
            ref={nameRef}
            id={`${id}-name`}
            className="input"
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder={current?.productName ?? ''}
            maxLength={200}
            autoComplete="off"
            aria-invalid={empty || undefined}
            aria-describedby={describedBy(`${id}-name-hint`)}
          />
          <p id={`${id}-name-hint`} className="small muted">
            {CORRECTION_TEXTS.nameHint}
          </p>
          {!asking && <KindHint view={reading} onPick={setName} disabled={busy} />}
        </div>
        <div>
          <label htmlFor={`${id}-category`}>
            Category <span className="muted">(optional)</span>
          </label>
          <input
            id={`${id}-category`}
            className="input"
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            placeholder={current?.productCategory ?? ''}
            maxLength={100}
            autoComplete="off"
            aria-invalid={empty || undefined}
            aria-describedby={describedBy(`${id}-category-hint`)}
          />
          <p id={`${id}-category-hint`} className="small muted">
            {CORRECTION_TEXTS.categoryHint}
          </p>
        </div>
      </div>
      {asking && (
        <KindChoices
          message={message ?? null}
          typed={unknownWords}
          choices={kindChoices}
          disabled={busy}
          onPick={pickKind}
        />
      )}
      {empty && (
        <p id={`${id}-empty`} className="correction-error small" role="alert">
          {CORRECTION_TEXTS.empty}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Re-estimating...' : submitText}
      </button>
    </form>
  );
  const choices = candidates.length > 0 && (
    <div className="correction-candidates">
      <p className="small">{CORRECTION_TEXTS.probable}</p>
      <div className="row">
        {candidates.map((c) => (
          <button
            key={c.label}
            type="button"
            className="btn"
            disabled={busy}
            onClick={() => onSubmit({ productName: '', productCategory: c.label })}
          >
            {c.label}
          </button>
        ))}
      </div>
    </div>
  );

  if (refused) {
    return (
      <section
        className={`correction correction-refused${candidates.length > 0 ? ' correction-unsure' : ''}`}
        aria-labelledby={`${id}-title`}
      >
        <h3 id={`${id}-title`}>{CORRECTION_TEXTS.refusedTitle}</h3>
        {/* The only place the reason is given: announced as it appears. */}
        {topMessage && (
          <p id={`${id}-message`} className="correction-message" role="status">
            {topMessage}
          </p>
        )}
        {choices}
        {form}
      </section>
    );
  }

  return (
    <section className="correction correction-result" aria-label="Correct the product">
      <div className="row">
        {lowConfidence && <p className="correction-note small">{CORRECTION_TEXTS.lowConfidence}</p>}
        <button
          type="button"
          className="btn correction-toggle"
          aria-expanded={open}
          // Only while the form exists: a closed disclosure points at nothing.
          aria-controls={open ? `${id}-form` : undefined}
          onClick={() => {
            openedByUser.current = true;
            setOpen((v) => !v);
          }}
        >
          {CORRECTION_TEXTS.toggle}
        </button>
      </div>
      {open && (
        <>
          {topMessage && (
            <p id={`${id}-message`} className="correction-message">
              {topMessage}
            </p>
          )}
          {choices}
          {form}
        </>
      )}
    </section>
  );
}
