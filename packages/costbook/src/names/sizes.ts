// Sizes, counts and model numbers in a product name are read as such, never matched as kinds: "355 mL",
// "1 L", "24 pack", "2-pack", "10 inch", '12"', "king size", "x2", "4K", "iPhone 15" (the number).

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

export interface SizeReading {
  /** The words left once sizes are taken out. */
  words: string[];
  /** What was read as a size or count, as written (folded), for display: '355 ml', '24 pack'. */
  sizes: string[];
}

const isNumber = (w: string) => /^\d+([.,]\d+)?$/.test(w);
// "355ml", "2pack", "12v", "4k", "1080p", "x2" written as one word.
const GLUED = /^(\d+([.,]\d+)?)([a-z]+)$|^x\d+$/;

/** Takes the sizes, counts and bare numbers out of a name's folded words. */
export function readSizes(words: readonly string[]): SizeReading {
  const kept: string[] = [];
  const sizes: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const next = words[i + 1];
    const glued = GLUED.exec(w);
    if (glued && (glued[3] === undefined || UNIT.has(glued[3]))) {
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
  return { words: kept, sizes };
}
