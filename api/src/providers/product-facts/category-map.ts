// A database's categories to the cost-book entry that prices such a product, by the cost book's own words
// (labels, aliases: matchEntryByText), so a new entry or alias in the book is picked up here with no list
// to keep in step. The most specific category that names an entry wins; the product's name is the last
// resort. A match on brand words alone does not count: a brand makes many kinds of product.
import { matchEntryByText } from '@costlens/costbook';

/** At least one label or alias word (brand words count half). */
const MIN_SCORE = 1;

function entryFor(text: string): string | null {
  const match = matchEntryByText(text);
  return match && match.score >= MIN_SCORE ? match.entry.id : null;
}

/** `categories` broadest first, as the databases list them. */
export function costBookEntryFor(categories: readonly string[], name: string | null): string | null {
  for (let i = categories.length - 1; i >= 0; i--) {
    const id = entryFor(categories[i]!);
    if (id) return id;
  }
  return name ? entryFor(name) : null;
}
