/**
 * The labelled photos the product head learns from: open sets whose whole content sits in a public
 * repository snapshot, read at a pinned commit, each file labelled by its folder. Every source is named in
 * models/product-head/PROVENANCE.md with its licence; a set without a declared licence is never listed.
 *
 * Each photo is either for training (`train`) or for choosing the head's settings (`val`); a set's own test
 * split is never read, since the evaluation set draws its photos from it.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type Use = 'train' | 'val';

export interface SourcePhoto {
  /** Path inside the repository at the source's commit. */
  path: string;
  /** The head class it teaches. */
  label: string;
  use: Use;
  /** The set's own finer name for the product (a brand and product), kept to hold out brands. */
  fine: string;
}

export interface TrainingSource {
  id: string;
  repo: string;
  commit: string;
  licence: string;
  /** The photos of the snapshot, labelled; `paths` is every file the commit holds. */
  photos(paths: readonly string[]): SourcePhoto[];
}

/** The Grocery Store Dataset's coarse classes as head classes (its fruit and vegetables are one class: produce). */
const GROCERY_PACKAGES: Record<string, string> = {
  Juice: 'juice',
  Milk: 'milk',
  'Sour-Milk': 'milk',
  'Oat-Milk': 'plant-based-milk',
  'Soy-Milk': 'plant-based-milk',
  Yoghurt: 'yogurt',
  Oatghurt: 'yogurt',
  Soyghurt: 'yogurt',
  'Sour-Cream': 'sour-cream',
};

export const GROCERY_STORE: TrainingSource = {
  id: 'grocery-store',
  repo: 'marcusklasson/GroceryStoreDataset',
  commit: 'fc80ba90f803d79d0383df52c5a4ac5de99ff6fc',
  licence: 'MIT',
  photos(paths) {
    const out: SourcePhoto[] = [];
    for (const path of paths) {
      // dataset/<train|val>/<Fruit|Vegetables|Packages>/<Coarse>/[<Fine>/]<file>.jpg (a coarse class with one product has no fine folder)
      const parts = path.split('/');
      if (parts[0] !== 'dataset' || !path.endsWith('.jpg')) continue;
      const use = parts[1] === 'train' ? 'train' : parts[1] === 'val' ? 'val' : null;
      if (!use) continue;
      const [group, coarse] = [parts[2]!, parts[3]!];
      const fine = parts.length === 6 ? parts[4]! : coarse;
      const label = group === 'Packages' ? GROCERY_PACKAGES[coarse] : 'produce';
      if (!label) throw new Error(`grocery-store: no head class for ${path}`);
      out.push({ path, label, use, fine });
    }
    return out;
  },
};

/** The clothing set's folders as head classes. */
const CLOTHING: Record<string, string> = {
  dress: 'dress',
  hat: 'hat',
  longsleeve: 'long-sleeve-top',
  outwear: 'outerwear',
  pants: 'pants',
  shirt: 'shirt',
  shoes: 'shoes',
  shorts: 'shorts',
  skirt: 'skirt',
  't-shirt': 't-shirt',
};

export const CLOTHING_SMALL: TrainingSource = {
  id: 'clothing-small',
  repo: 'alexeygrigorev/clothing-dataset-small',
  commit: '11961516512414bf9f6c150a832cfd21b54a6b54',
  licence: 'CC0-1.0',
  photos(paths) {
    const out: SourcePhoto[] = [];
    for (const path of paths) {
      const [split, folder] = path.split('/');
      const use = split === 'train' ? 'train' : split === 'validation' ? 'val' : null;
      if (!use || !path.endsWith('.jpg')) continue;
      const label = CLOTHING[folder!];
      if (!label) throw new Error(`clothing-small: no head class for ${path}`);
      out.push({ path, label, use, fine: label });
    }
    return out;
  },
};

export const TRAINING_SOURCES: readonly TrainingSource[] = [GROCERY_STORE, CLOTHING_SMALL];

/** A fetched snapshot's git directory: `<mirrors>/<owner>+<name>/repo`. */
export function snapshotDir(mirrors: string, source: TrainingSource): string {
  return `${mirrors}/${source.repo.replace('/', '+')}/repo`;
}

export async function listFiles(gitDir: string, commit: string): Promise<string[]> {
  const { stdout } = await run('git', ['-C', gitDir, 'ls-tree', '-r', '--name-only', commit], {
    maxBuffer: 64 << 20,
  });
  return stdout.split('\n').filter(Boolean);
}

export async function readBlob(gitDir: string, commit: string, path: string): Promise<Uint8Array> {
  const { stdout } = await run('git', ['-C', gitDir, 'cat-file', 'blob', `${commit}:${path}`], {
    encoding: 'buffer',
    maxBuffer: 64 << 20,
  });
  return new Uint8Array(stdout.buffer, stdout.byteOffset, stdout.byteLength);
}
