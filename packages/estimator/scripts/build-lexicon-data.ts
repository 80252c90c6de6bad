/**
 * Regenerates src/lexicon-data/off-categories.json and off-brands.json from Open Food Facts'
 * taxonomies (taxonomies/categories.txt and taxonomies/brands.txt of the openfoodfacts-server
 * repository; see src/lexicon-data/README.md for the copy used and its licence).
 *
 *   pnpm exec tsx packages/estimator/scripts/build-lexicon-data.ts <categories.txt> <brands.txt>
 *
 * Category words: the English and French names (and synonyms) of a few taxonomy branches, each mapped
 * to the cost-book entry that prices that kind of package, down two levels; long or numbered names are
 * left out (OCR never reads them whole). Brands: every brand name in the brands taxonomy.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { normalise } from '../src/lexicon.ts';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'lexicon-data');
const LANGUAGES = ['en', 'fr'];
const MAX_WORDS = 3;
const MAX_CHARS = 28;
const DEPTH = 2;
/** Branches whose deeper names are places and styles ('Morgon', 'Chablis', 'IPA'), not kinds of package. */
const SHALLOW: ReadonlySet<string> = new Set(['Wines', 'Beers', 'Waters']);

/** Taxonomy branches (their English names) → the cost-book entry that prices such a package. */
const BRANCHES: Record<string, readonly string[]> = {
  'beverage-carton': ['Milks', 'Plant-based milk alternatives', 'Juices and nectars', 'Fruit juices'],
  'beverage-bottle': ['Sodas', 'Carbonated drinks', 'Waters', 'Beers', 'Wines', 'Iced teas'],
  'boxed-food': ['Breakfast cereals', 'Biscuits and cakes', 'Crackers', 'Rusks', 'Mueslis'],
  'snack-bag': ['Salty snacks', 'Crisps', 'Nuts', 'Popcorn', 'Dried fruits'],
  'jar-can-food': ['Jams', 'Peanut butters', 'Canned foods', 'Sauces', 'Honeys', 'Spreads'],
  supplement: ['Dietary supplements', 'Bodybuilding supplements'],
};

interface Node {
  names: Map<string, string[]>;
  parents: string[];
}

function parseTaxonomy(text: string): Map<string, Node> {
  const nodes = new Map<string, Node>();
  for (const block of text.split(/\n\s*\n/)) {
    const parents: string[] = [];
    const names = new Map<string, string[]>();
    for (const raw of block.split('\n')) {
      const line = raw.trim();
      if (!line || line.startsWith('#')) continue;
      const parent = /^<\s*([a-z_]{2,5}):(.+)$/.exec(line);
      if (parent) {
        parents.push(`${parent[1]}:${parent[2]!.split(',')[0]!.trim().toLowerCase()}`);
        continue;
      }
      const named = /^([a-z]{2}(?:_[a-z]{2})?):(.+)$/.exec(line);
      if (!named || /^(synonyms|stopwords|wikidata)/.test(line)) continue;
      names.set(
        named[1]!,
        named[2]!
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean),
      );
    }
    const first = names.get('en')?.[0] ?? names.get('xx')?.[0] ?? [...names.values()][0]?.[0];
    if (!first) continue;
    const lang = names.has('en') ? 'en' : names.has('xx') ? 'xx' : [...names.keys()][0]!;
    nodes.set(`${lang}:${first.toLowerCase()}`, { names, parents });
  }
  return nodes;
}

function descendants(nodes: Map<string, Node>, root: string, depth: number): string[] {
  const children = new Map<string, string[]>();
  for (const [id, node] of nodes) for (const p of node.parents) children.set(p, [...(children.get(p) ?? []), id]);
  const out = [root];
  let frontier = [root];
  for (let d = 0; d < depth; d++) {
    frontier = frontier.flatMap((id) => children.get(id) ?? []);
    out.push(...frontier);
  }
  return out;
}

/** A one-word name shorter than this is a common word or a regional dish ('far', 'pain', 'thé'), not a kind of package. */
const MIN_SINGLE_WORD = 5;

const usable = (name: string) => {
  const n = normalise(name);
  const words = n.split(' ');
  return (
    n.length <= MAX_CHARS &&
    words.length <= MAX_WORDS &&
    !/\d/.test(n) &&
    (words.length > 1 ? n.length >= 3 : n.length >= MIN_SINGLE_WORD)
  );
};

const [categoriesPath, brandsPath] = process.argv.slice(2);
if (!categoriesPath || !brandsPath) throw new Error('usage: build-lexicon-data.ts <categories.txt> <brands.txt>');

const categories = parseTaxonomy(await readFile(categoriesPath, 'utf8'));
const words: Record<string, string[]> = {};
for (const [entryId, roots] of Object.entries(BRANCHES)) {
  const found = new Set<string>();
  for (const root of roots) {
    const id = `en:${root.toLowerCase()}`;
    if (!categories.has(id)) {
      console.warn(`not in the taxonomy: ${root}`);
      continue;
    }
    for (const node of descendants(categories, id, SHALLOW.has(root) ? 0 : DEPTH))
      for (const lang of LANGUAGES)
        for (const name of categories.get(node)?.names.get(lang) ?? []) if (usable(name)) found.add(name.toLowerCase());
  }
  words[entryId] = [...found].sort();
  console.log(`${entryId}: ${found.size} words`);
}

const brands = new Set<string>();
for (const node of parseTaxonomy(await readFile(brandsPath, 'utf8')).values())
  for (const list of node.names.values())
    for (const name of list) if (normalise(name).length >= 2) brands.add(name.trim());
console.log(`brands: ${brands.size}`);

await writeFile(join(OUT, 'off-categories.json'), `${JSON.stringify(words, null, 2)}\n`);
await writeFile(join(OUT, 'off-brands.json'), `${JSON.stringify([...brands].sort(), null, 2)}\n`);
