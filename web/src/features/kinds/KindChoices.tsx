/** When the server does not know the typed name as a kind of product: its words and the closest kinds as
 *  one-tap choices, beside the name field and scrolled into view (on a phone the top of the form may be
 *  off screen). When nothing is close, a search over the kinds takes their place: never a dead end. */
import { useEffect, useId, useMemo, useRef, useState } from 'react';

import { loadKinds } from '../../lazy.ts';
import { mergeKindChoices, searchKindChoices } from './kind-choices.ts';
import type { KindChoiceView } from './kind-choices.ts';
import type { KindsModule } from './kind-words.ts';

export const KIND_CHOICE_TEXTS = {
  pick: 'Pick the closest kind of product:',
  nothingClose: 'Nothing we know is close to that name. Say it another way, or search the kinds:',
  search: 'Search the kinds of product',
  searchPlaceholder: 'e.g. kettle, hoodie, drill',
  noneFound: 'No kind matches those words yet.',
} as const;

export interface KindChoicesProps {
  /** The server's words on the name. */
  message: string | null;
  /** The name as typed (kept in its field; the choices come from it). */
  typed: string;
  /** The server's closest kinds (may be empty). */
  choices: readonly KindChoiceView[];
  disabled?: boolean;
  onPick(choice: KindChoiceView): void;
}

export function KindChoices({ message, typed, choices, disabled = false, onPick }: KindChoicesProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [kinds, setKinds] = useState<KindsModule | null>(null);
  const [kindsTried, setKindsTried] = useState(false);
  const [query, setQuery] = useState('');

  useEffect(() => {
    let live = true;
    loadKinds()
      .then((m) => live && setKinds(m))
      .catch(() => {
        // Offline before the chunk was ever cached: the server's choices alone.
      })
      .finally(() => live && setKindsTried(true));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    // 'center', not 'start': the name field above stays in sight with the choices.
    // (Not every environment can scroll: a test's document has no layout.)
    ref.current?.scrollIntoView?.({ block: 'center' });
  }, []);

  const near = useMemo(() => mergeKindChoices(choices, kinds, typed), [choices, kinds, typed]);
  const found = useMemo(() => (kinds ? searchKindChoices(kinds, query) : []), [kinds, query]);
  const searching = near.length === 0 && kindsTried && kinds !== null;

  const buttons = (list: readonly KindChoiceView[]) => (
    <div className="row kind-choices-row">
      {list.map((c) => (
        <button key={c.id} type="button" className="btn kind-choice" disabled={disabled} onClick={() => onPick(c)}>
          {c.label}
        </button>
      ))}
    </div>
  );

  return (
    <div ref={ref} className="kind-choices" aria-labelledby={`${id}-said`} role="group">
      <p id={`${id}-said`} className="correction-message" role="status">
        {message}
        {near.length > 0 && <> {KIND_CHOICE_TEXTS.pick}</>}
        {searching && <> {KIND_CHOICE_TEXTS.nothingClose}</>}
      </p>
      {near.length > 0 && buttons(near)}
      {searching && (
        <>
          <label htmlFor={`${id}-search`}>{KIND_CHOICE_TEXTS.search}</label>
          <input
            id={`${id}-search`}
            className="input"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={KIND_CHOICE_TEXTS.searchPlaceholder}
            autoComplete="off"
          />
          {query.trim() && found.length === 0 && <p className="small muted">{KIND_CHOICE_TEXTS.noneFound}</p>}
          {found.length > 0 && buttons(found)}
        </>
      )}
    </div>
  );
}
