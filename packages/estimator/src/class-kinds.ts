/**
 * A classifier class the cost book has no detailed entry for, read as a product kind of the taxonomy by the one
 * name matcher (the shopper's typed name, the label's text and the class names are all read the same way). The
 * rule is general, over the class's own name: a class is a kind only when its whole name or its head noun names
 * one ("power drill" is a drill, "frying pan" a frying pan), never by a near spelling or a cue among kinds sharing a
 * name, which are guesses a photo cannot confirm. Classes the tables already give a meaning (an entry, a shop, an
 * animal, food, a vehicle, a scene, something worn, a document) never reach this rule.
 */
import { readProductName } from '@costlens/costbook';
import type { Kind } from '@costlens/costbook';

/**
 * Classes whose name reads as a kind they are not, reviewed over the class names as a whole: the class means another
 * thing that shares the kind's word (ImageNet's "gas pump" is a fuel dispenser, not shoes; its "bow" is an archer's,
 * not a gift's; its "guillotine" is no paper cutter) or is no retail product at all (laboratory glassware, a potter's
 * workshop wheel).
 */
const NOT_THE_KIND = new Set([
  'gas pump',
  'bow',
  'guillotine',
  'lens cap',
  'Petri dish',
  "potter's wheel",
  'cocktail shaker',
]);

const known = new Map<string, Kind | null>();

/** The kind a class name means, or null when it names none for sure or its kind is priced by a detailed entry. */
export function kindForClassName(name: string): Kind | null {
  const cached = known.get(name);
  if (cached !== undefined) return cached;
  if (NOT_THE_KIND.has(name)) return null;
  const reading = readProductName(name);
  const sure = reading.kind && (reading.how === 'name' || reading.how === 'head');
  // A kind with a detailed entry is the entry's to name, by the reviewed class table: a class that table leaves
  // out of an entry was left out on purpose (a teapot is only like a kettle).
  const kind = sure && reading.kind && !reading.kind.entry ? reading.kind : null;
  known.set(name, kind);
  return kind;
}
