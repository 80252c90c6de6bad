// What the screens show of a kind: its label, and the family whose figures stand in for it when it has no
// research of its own. Pure, over the lazily loaded taxonomy module.
import type * as Kinds from '@costlens/costbook/kinds';
import type { Kind } from '@costlens/costbook/kinds';

/** The lazily loaded taxonomy module (web/src/lazy.ts, loadKinds). */
export type KindsModule = typeof Kinds;

export interface KindView {
  id: string;
  label: string;
  /** The family in plain words when the estimate comes from similar products; null for a researched kind. */
  family: string | null;
}

export function kindView(kinds: KindsModule, kind: Kind): KindView {
  const label = kinds.labelOf(kind.names.en[0] ?? kind.id);
  if (kind.entry || !kind.family) return { id: kind.id, label, family: null };
  return { id: kind.id, label, family: kinds.familyById(kind.family).names.en[0] ?? null };
}

/** What a typed name will be estimated as, or the kinds to pick from when it names none. */
export type KindReadingView =
  { state: 'kind'; kind: KindView; others: KindView[] } | { state: 'unknown'; choices: KindView[] };

export function readKindView(kinds: KindsModule, text: string): KindReadingView | null {
  if (!text.trim()) return null;
  const reading = kinds.readProductName(text);
  const others = reading.choices.map((k) => kindView(kinds, k));
  return reading.kind
    ? { state: 'kind', kind: kindView(kinds, reading.kind), others }
    : { state: 'unknown', choices: others };
}
