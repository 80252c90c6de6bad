// The evaluation cannot leak: the real evaluation set and fixtures, loaded as the scripts load them and split by
// product group, hold nothing of a tuning photo in the report half (bytes, source file, pixels, group, brand), and
// no term of the rules occurs only on report-half labels. No model runs here: photos are hashed with sharp.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import { loadPhotos } from './evaluation.ts';
import type { LabelledPhoto } from './evaluation.ts';
import {
  fingerprint,
  hammingDistance,
  labelText,
  NEAR_DUPLICATE_BITS,
  photoFacts,
  photoLeaks,
  reportPhotoUses,
  ruleTerms,
  termLeaks,
} from './evaluation-leaks.ts';
import type { PhotoFacts } from './evaluation-leaks.ts';
import { GENERAL_TERMS } from './test-support/general-terms.ts';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const PHOTO_SETS = ['packages/estimator/test/eval/photos', 'packages/estimator/test/fixtures/photos'];
const NOT_SOURCES = new Set([
  'node_modules',
  '.git',
  '.cache',
  'dist',
  'data',
  'test-results',
  'playwright-report',
  '.bench',
]);

/** Every file of the repository but dependencies, build output and the two photo sets themselves. */
async function* repositoryFiles(dir = REPO): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (NOT_SOURCES.has(entry.name) || PHOTO_SETS.includes(relative(REPO, path))) continue;
    if (entry.isDirectory()) yield* repositoryFiles(path);
    else yield path;
  }
}

describe('the evaluation set and fixtures as loaded', () => {
  let photos: LabelledPhoto[];
  let facts: PhotoFacts[];
  beforeAll(async () => {
    photos = await loadPhotos();
    facts = [];
    for (const photo of photos) facts.push(photoFacts(photo, await fingerprint(await readFile(photo.path))));
  }, 120_000);

  it('holds both halves and every photo with its label', () => {
    expect(new Set(photos.map((p) => p.set))).toEqual(new Set(['fixtures', 'tune', 'report']));
    expect(photos.filter((p) => !p.label)).toEqual([]);
  });

  it("keeps each file's recorded SHA-256", () => {
    const changed = facts.filter((f, i) => photos[i]!.label?.sha256 && photos[i]!.label?.sha256 !== f.sha256);
    expect(changed.map((f) => f.name)).toEqual([]);
  });

  it('has no tuning photo in the report half: not its bytes, its source, its pixels, its group or its brand', () => {
    expect(photoLeaks(facts)).toEqual([]);
  });

  it('has no term of the rules that only report-half labels hold, but those judged general', () => {
    const leaks = termLeaks(ruleTerms(), photos.map(labelText), new Set(Object.keys(GENERAL_TERMS)));
    expect(leaks.map((l) => `"${l.term}" (${l.where.join('; ')}) only on ${l.photos.join(', ')}`)).toEqual([]);
  });

  it('has no test that asserts an answer on a report-half photo, by its name or by a copy of it', async () => {
    const sources: { path: string; text: string }[] = [];
    const copies: ({ path: string } & Awaited<ReturnType<typeof fingerprint>>)[] = [];
    for await (const path of repositoryFiles()) {
      const name = relative(REPO, path);
      if (/\.(test|spec|bench)\.tsx?$/.test(path)) sources.push({ path: name, text: await readFile(path, 'utf8') });
      // Photos kept for tests elsewhere; the web app's own screenshots and icons are no test's.
      else if (/\.(jpe?g|png|webp)$/i.test(path) && /(^|\/)(test|tests|e2e|fixtures|bench)\//.test(name))
        copies.push({ path: name, ...(await fingerprint(await readFile(path))) });
    }
    expect(sources.length).toBeGreaterThan(100);
    expect(
      reportPhotoUses(
        facts.filter((f) => f.half === 'report'),
        sources,
        copies,
      ),
    ).toEqual([]);
  }, 60_000);

  it('judges general only terms that would otherwise fail (a stale judgement is removed)', () => {
    const flagged = new Set(termLeaks(ruleTerms(), photos.map(labelText)).map((l) => l.term));
    expect(Object.keys(GENERAL_TERMS).filter((t) => !flagged.has(t))).toEqual([]);
  });
});

describe('the checks', () => {
  // Unless a test says otherwise, tuning and report pictures are as far apart as 64 bits allow.
  const ALL_BITS = (1n << 64n) - 1n;
  const facts = (over: Partial<PhotoFacts> & Pick<PhotoFacts, 'name' | 'half'>): PhotoFacts => {
    const hash = over.hash ?? (over.half === 'tune' ? 0n : ALL_BITS);
    return { sha256: over.name, brands: [], source: null, ...over, hash, mirrored: over.mirrored ?? hash };
  };

  it('finds the same bytes, source file, picture, group or brand in both halves', () => {
    const leaks = photoLeaks([
      facts({ name: 'fixtures/a.jpg', half: 'tune', sha256: 'x' }),
      facts({ name: 'report/b.jpg', half: 'report', sha256: 'x' }),
      facts({ name: 'tune/c.jpg', half: 'tune', source: 'o/r:p.jpg' }),
      facts({ name: 'report/d.jpg', half: 'report', source: 'o/r:p.jpg' }),
      facts({ name: 'tune/e.jpg', half: 'tune', hash: 0xf0f0n }),
      facts({ name: 'report/f.jpg', half: 'report', hash: 0xf0f3n }),
      facts({ name: 'fixtures/g.jpg', half: 'tune', group: 'brand:x', brands: ['x'] }),
      facts({ name: 'report/h.jpg', half: 'report', group: 'brand:x', brands: ['x'] }),
    ]);
    expect(leaks).toEqual([
      'same bytes: fixtures/a.jpg (tuning) and report/b.jpg (report)',
      'same source file o/r:p.jpg: tune/c.jpg (tuning) and report/d.jpg (report)',
      'the same picture (2 of 64 bits apart): tune/e.jpg (tuning) and report/f.jpg (report)',
      'group brand:x in both halves: fixtures/g.jpg (tuning) and report/h.jpg (report)',
      'brand x in both halves: fixtures/g.jpg (tuning) and report/h.jpg (report)',
    ]);
  });

  it('lets a group, a brand or a picture repeat within one half', () => {
    expect(
      photoLeaks([
        facts({ name: 'tune/a.jpg', half: 'tune', group: 'brand:x', brands: ['x'], hash: 5n }),
        facts({ name: 'tune/b.jpg', half: 'tune', group: 'brand:x', brands: ['x'], hash: 5n }),
        facts({ name: 'report/c.jpg', half: 'report', group: 'brand:y', brands: ['y'] }),
      ]),
    ).toEqual([]);
  });

  it('finds a term only report labels hold, as whole words, unless a tuning label holds it or it is judged general', () => {
    const labels = [
      { name: 'report/a.jpg', half: 'report' as const, text: 'greens powder in a red tub' },
      { name: 'report/b.jpg', half: 'report' as const, text: 'a milk carton held in a hand' },
      { name: 'tune/c.jpg', half: 'tune' as const, text: 'milk carton on a shelf' },
    ];
    const terms = [
      { term: 'Greens Powder', where: 'aliases' },
      { term: 'milk carton', where: 'aliases' },
      { term: 'powder', where: 'nouns' },
      { term: 'tub', where: 'nouns' },
      { term: 'hand', where: 'nouns' },
      { term: 'arm', where: 'nouns' },
      { term: 'tv', where: 'aliases' },
    ];
    expect(termLeaks(terms, labels, new Set(['hand']))).toEqual([
      { term: 'greens powder', where: ['aliases'], photos: ['report/a.jpg'] },
      { term: 'powder', where: ['nouns'], photos: ['report/a.jpg'] },
      { term: 'tub', where: ['nouns'], photos: ['report/a.jpg'] },
    ]);
  });

  it('finds a report-half photo named by a test or copied for one', () => {
    const report = [facts({ name: 'fixtures/cap-9.jpg', half: 'report', sha256: 'h', hash: 0xff00n })];
    const uses = reportPhotoUses(
      report,
      [
        { path: 'a.test.ts', text: "photo('cap-9.jpg')" },
        { path: 'b.test.ts', text: "photo('recap-9.jpg'), photo('cap-90.jpg')" },
      ],
      [
        { path: 'e2e/cap.jpg', sha256: 'h', hash: 0n, mirrored: 0n },
        { path: 'e2e/cap-small.png', sha256: 'x', hash: 0xff01n, mirrored: 0n },
        { path: 'e2e/cup.jpg', sha256: 'y', hash: 0xffff0000n, mirrored: 0n },
      ],
    );
    expect(uses).toEqual([
      'a.test.ts names fixtures/cap-9.jpg',
      'e2e/cap-small.png is fixtures/cap-9.jpg',
      'e2e/cap.jpg is fixtures/cap-9.jpg',
    ]);
  });

  describe('the picture hash', () => {
    const fixture = (file: string) => readFile(new URL(`../test/fixtures/photos/${file}`, import.meta.url));

    it('sees a photo resized and re-encoded as the same picture, and a mirrored copy too', async () => {
      const photo = await fixture('cup-1.jpg');
      const original = await fingerprint(photo);
      const smaller = await fingerprint(await sharp(photo).resize(200).jpeg({ quality: 60 }).toBuffer());
      const mirrored = await fingerprint(await sharp(photo).flop().png().toBuffer());
      expect(original.sha256).not.toBe(smaller.sha256);
      expect(hammingDistance(original.hash, smaller.hash)).toBeLessThanOrEqual(NEAR_DUPLICATE_BITS);
      expect(hammingDistance(original.hash, mirrored.hash)).toBeGreaterThan(NEAR_DUPLICATE_BITS);
      expect(hammingDistance(original.mirrored, mirrored.hash)).toBeLessThanOrEqual(NEAR_DUPLICATE_BITS);
    });

    it('tells two different photos apart', async () => {
      const cup = await fingerprint(await fixture('cup-1.jpg'));
      const laptop = await fingerprint(await fixture('laptop-1.jpg'));
      expect(hammingDistance(cup.hash, laptop.hash)).toBeGreaterThan(NEAR_DUPLICATE_BITS);
      expect(hammingDistance(cup.mirrored, laptop.hash)).toBeGreaterThan(NEAR_DUPLICATE_BITS);
    });
  });
});
