// Sizes, counts and model numbers in a product name are read as such, never matched as kinds: "355 mL",
// "1 L", "24 pack", "2-pack", "10 inch", '12"', "king size", "queen", "x2", "4K", "iPhone 15" (the number),
// "5x8" and "16x25x1" (dimensions), "5W30" (an oil's grade), "100 tablets" and "500 sheets" (counts).

const UNITS = [
  'ml',
  'l',
  'cl',
  'dl',
  'litre',
  'litres',
  'liter',
  'liters',
  'oz',
  'floz',
  'fl',
  'g',
  'gr',
  'gram',
  'grams',
  'kg',
  'lb',
  'lbs',
  'pound',
  'pounds',
  'mg',
  'mm',
  'cm',
  'm',
  'in',
  'inch',
  'inches',
  'ft',
  'foot',
  'feet',
  'pack',
  'pk',
  'packs',
  'ct',
  'count',
  'pc',
  'pcs',
  'piece',
  'pieces',
  'pce',
  'pces',
  'pair',
  'pairs',
  'qt',
  'gal',
  'gallon',
  'gallons',
  'w',
  'watt',
  'watts',
  'v',
  'volt',
  'mah',
  'gb',
  'tb',
  'mb',
  'hz',
  'k',
  'p',
  'x',
  'cup',
  'cups',
  'slice',
  'slices',
  'quart',
  'quarts',
  'seat',
  'seater',
  'person',
  'tier',
  'speed',
  'btu',
] as const;
const UNIT = new Set<string>(UNITS);
// Sizes named in words: a bed's or a garment's size is not a kind.
const SIZE_WORDS = new Set(['king', 'queen', 'twin', 'double', 'single', 'xs', 'xl', 'xxl', 'xxxl', 'size', 'taille']);
// Bed sizes that are sizes wherever they stand ("queen duvet", "bed sheets queen"); "double" and "single" also
// describe ("double stroller"), so they are sizes only before "size".
const BED_SIZES = new Set(['king', 'queen', 'twin']);
// What a number counts in a pack ("100 tablets", "500 sheets", "24 rolls"): read as a count after a number, unless
// nothing else is named ("3 tablets" alone are tablets).
const COUNTED = new Set([
  'tablet',
  'tablets',
  'caplet',
  'caplets',
  'capsule',
  'capsules',
  'softgel',
  'softgels',
  'pill',
  'pills',
  'sheet',
  'sheets',
  'roll',
  'rolls',
  'bag',
  'bags',
  'pod',
  'pods',
  'sachet',
  'sachets',
  'wipe',
  'wipes',
  'feuilles',
  'rouleaux',
  'comprimes',
]);
// "5x8", "16x25x1", "8.5x11": a rug's, a frame's or a filter's dimensions.
const DIMENSIONS = /^\d+([.,]\d+)?(x\d+([.,]\d+)?)+$/;
// "5w30", "10w40": a motor oil's grade.
const GRADE = /^\d+w\d+$/;

export interface SizeReading {
  /** The words left once sizes are taken out. */
  words: string[];
  /** What was read as a size or count, as written (folded), for display: '355 ml', '24 pack'. */
  sizes: string[];
}

const isNumber = (w: string) => /^\d+([.,]\d+)?$/.test(w);
// "355ml", "2pack", "12v", "4k", "1080p", "x2" written as one word.
const GLUED = /^(\d+([.,]\d+)?)([a-z]+)$|^x\d+$/;

/** Takes the sizes, counts and bare numbers out of a name's folded words; `besideBrand` when a brand was read
 *  beside them, so that the sizes are the brand's product's even when nothing else is left. */
export function readSizes(words: readonly string[], besideBrand = false): SizeReading {
  const kept: string[] = [];
  const sizes: string[] = [];
  // Where a counted noun was taken with its number, to give it back when nothing else is left.
  const counted: { at: number; noun: string }[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const next = words[i + 1];
    const glued = GLUED.exec(w);
    if (DIMENSIONS.test(w) || GRADE.test(w) || BED_SIZES.has(w)) {
      sizes.push(w);
    } else if (isNumber(w) && next !== undefined && COUNTED.has(next)) {
      counted.push({ at: kept.length, noun: next });
      sizes.push(`${w} ${next}`);
      i++;
    } else if (glued && (glued[3] === undefined || UNIT.has(glued[3]))) {
      sizes.push(w);
    } else if (isNumber(w) && next !== undefined && UNIT.has(next)) {
      sizes.push(`${w} ${next}`);
      i++;
    } else if (isNumber(w)) {
      sizes.push(w); // a count or a model number ("iphone 15", "3 wick candle")
    } else if (SIZE_WORDS.has(w) && (next === 'size' || next === 'taille' || w === 'size' || /^x+l$/.test(w))) {
      sizes.push(w);
    } else {
      kept.push(w);
    }
  }
  // A name that is nothing but a size names something by it ("3 tablets", "queen", "twin"): its words stay;
  // beside a brand they are the sizes of the brand's product ("Advil 100 tablets").
  if (besideBrand) return { words: kept, sizes };
  if (kept.length === 0 && counted.length > 0) return { words: counted.map((c) => c.noun), sizes };
  if (kept.length === 0) return { words: words.filter((w) => !isNumber(w)), sizes };
  return { words: kept, sizes };
}
