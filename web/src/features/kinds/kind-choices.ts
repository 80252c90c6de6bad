// The kinds offered when the server does not know a typed name: its own closest kinds first (they may include
// what the photo looked like), then the device's matcher's, each kind once, so a name is never a dead end.
import type { KindsModule } from './kind-words.ts';

/** One kind to tap: its id, and the label the server reads back as that kind. */
export interface KindChoiceView {
  id: string;
  label: string;
}

/** At most this many buttons: a phone shows them without scrolling past the form. */
export const MAX_KIND_CHOICES = 6;

/** The server's choices, then the device matcher's closest kinds to the typed words (when its chunk is loaded). */
export function mergeKindChoices(
  server: readonly KindChoiceView[],
  kinds: KindsModule | null,
  typed: string,
): KindChoiceView[] {
  const near =
    kinds && typed.trim()
      ? kinds.closestProductKinds(typed, MAX_KIND_CHOICES).map((k) => ({
          id: k.id,
          label: kinds.labelOf(k.names.en[0] ?? k.id),
        }))
      : [];
  const byId = new Map<string, KindChoiceView>();
  for (const c of [...server, ...near]) if (!byId.has(c.id)) byId.set(c.id, { id: c.id, label: c.label });
  return [...byId.values()].slice(0, MAX_KIND_CHOICES);
}

/** The kinds a search box finds, as choices: for a name nothing is close to, the shopper says it another way. */
export function searchKindChoices(kinds: KindsModule, query: string): KindChoiceView[] {
  if (!query.trim()) return [];
  return kinds
    .searchProductKinds(query, MAX_KIND_CHOICES)
    .map((k) => ({ id: k.id, label: kinds.labelOf(k.names.en[0] ?? k.id) }));
}
