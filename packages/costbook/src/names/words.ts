// Words as the name matcher compares them: lower case, accents and apostrophes folded, French elisions
// ("d'hiver", "l'eau") split off, and each word reduced to a stem that is the same for its singular and its
// plural in English and French ("knives" and "knife", "boxes" and "box", "chapeaux" and "chapeau").

/** Lower case, accents stripped, apostrophes and punctuation to spaces; digits kept. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\b([dljmnst]|qu)['’`]/g, '$1 ') // French elision: "d'hiver" → "d hiver"
    .replace(/['’`]/g, '') // English possessive and contraction: "chef's" → "chefs"
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The words of a text after folding. */
export function wordsOf(text: string): string[] {
  const folded = fold(text);
  return folded === '' ? [] : folded.split(' ');
}

// Words that end in s in the singular, or are only ever plural: never stripped.
const KEEP = new Set([
  'bus',
  'gas',
  'lens',
  'chess',
  'news',
  'series',
  'species',
  'canvas',
  'atlas',
  'iris',
  'tennis',
  'cactus',
  'asparagus',
  'hummus',
  'octopus',
  'bonus',
  'citrus',
  'virus',
  'campus',
  'status',
  'plus',
  'abs',
  'this',
  'yes',
  'its',
  'his',
  'us',
  'is',
  'as',
  'was',
  'ps',
  'bis',
  'dos',
  'bois',
  'fois',
  'mais',
  'gris',
  'tapis',
  'puis',
  'repas',
  'bas',
  'pas',
  'sans',
  'dans',
  'ris',
  'pois',
  'jus',
  'fils',
  'corps',
  'temps',
  'avis',
  'souris',
  'cas',
  'os',
  'noix',
  'prix',
  'choix',
  'croix',
  'voix',
  'paix',
  'perdrix',
  'toux',
  'doux',
  'deux',
  'yeux',
  'vieux',
  'mieux',
  'glass',
  'dress',
  'mattress',
  'press',
  'compass',
  'grass',
  'brass',
  'bass',
  'moss',
  'floss',
  'gloss',
  'cress',
  'harness',
  'address',
  'access',
  'express',
  'process',
]);
// English plurals in -ves whose singular ends in f or fe.
const VES = new Map([
  ['knives', 'knife'],
  ['wives', 'wife'],
  ['lives', 'life'],
  ['halves', 'half'],
  ['shelves', 'shelf'],
  ['leaves', 'leaf'],
  ['loaves', 'loaf'],
  ['scarves', 'scarf'],
  ['calves', 'calf'],
  ['wolves', 'wolf'],
  ['thieves', 'thief'],
  ['hooves', 'hoof'],
]);
// Other plurals no rule gives.
const IRREGULAR = new Map([
  ['children', 'child'],
  ['men', 'man'],
  ['women', 'woman'],
  ['teeth', 'tooth'],
  ['feet', 'foot'],
  ['mice', 'mouse'],
  ['geese', 'goose'],
  ['dice', 'die'],
  ['cacti', 'cactus'],
  ['tomatoes', 'tomato'],
  ['potatoes', 'potato'],
  ['mangoes', 'mango'],
  ['heroes', 'hero'],
  ['echoes', 'echo'],
  ['dominoes', 'domino'],
  ['chevaux', 'cheval'],
  ['journaux', 'journal'],
  ['animaux', 'animal'],
  ['bocaux', 'bocal'],
  ['metaux', 'metal'],
]);

/** The stem a word shares with its plural: 'batteries' → 'battery', 'chapeaux' → 'chapeau', 'glasses' → 'glass'. */
export function stem(word: string): string {
  const irregular = IRREGULAR.get(word) ?? VES.get(word);
  if (irregular) return irregular;
  if (word.length <= 3 || KEEP.has(word) || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|ss|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('eaux') || word.endsWith('oux') || word.endsWith('eux')) return word.slice(0, -1);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is'))
    return word.slice(0, -1);
  return word;
}

/** The stems of a text's words, in order. */
export function stemsOf(text: string): string[] {
  return wordsOf(text).map(stem);
}
