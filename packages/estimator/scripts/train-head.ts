/**
 * Trains the product head (src/product-head.ts) on the open labelled sets of scripts/product-head/sources.ts
 * and writes models/product-head/product-head.json, plus check-slice.json for the test that holds the
 * committed file to this script's output.
 *
 *   pnpm exec tsx packages/estimator/scripts/train-head.ts --mirrors <dir of fetched snapshots> --cache <dir>
 *
 * `--mirrors` holds each source's snapshot as `<owner>+<name>/repo` (a git directory at least as new as the
 * pinned commit); `--cache` keeps the computed features between runs (scripts/product-head/embeddings.ts).
 *
 * What is kept out of training, so that the evaluation set stays a measure of photos the head never saw:
 * every photo whose bytes are an evaluation or fixture photo, and every product of a brand that has a photo
 * in the evaluation set's report half (the set draws shop photos from the same source). The sets' own test
 * splits are never read. The L2 penalty is chosen on the sets' validation splits alone.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { halfOfGroup } from '../src/evaluation.ts';
import { parseProductHead, PRODUCT_HEAD_FORMAT } from '../src/product-head.ts';
import type { ProductHeadFile } from '../src/product-head.ts';
import {
  classCentroids,
  fitLogisticHead,
  headChecksum,
  headProbabilities,
  quantiseRows,
} from '../src/product-head-training.ts';
import type { LinearHead, TrainingExample } from '../src/product-head-training.ts';
import { EMBEDDING_SIZE, embedSource } from './product-head/embeddings.ts';
import type { EmbeddedPhoto } from './product-head/embeddings.ts';
import { TRAINING_SOURCES } from './product-head/sources.ts';

const PACKAGE = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(PACKAGE, 'models', 'product-head');
const LAMBDAS = [1e-3, 3e-3, 1e-2, 3e-2, 1e-1];
const ITERATIONS = 300;
/** The slice the test refits: a few training photos a class, fitted this many steps with this penalty. */
const SLICE = { trainPerClass: 3, valPerClass: 2, iterations: 40, lambda: 1e-3 };

const { values: args } = parseArgs({
  options: { mirrors: { type: 'string' }, cache: { type: 'string' } },
});
if (!args.mirrors || !args.cache) throw new Error('usage: train-head.ts --mirrors <dir> --cache <dir>');

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A measured photo: its bytes' hash, its half, and where it was taken from (repository and path). */
interface MeasuredPhoto {
  sha256: string;
  half: 'tune' | 'report';
  repo: string;
  path: string;
}

/** Every photo the estimator is measured on: the evaluation set's and the fixtures'. */
async function measuredPhotos(): Promise<MeasuredPhoto[]> {
  const manifest = JSON.parse(await readFile(join(PACKAGE, 'test', 'eval', 'manifest.json'), 'utf8')) as {
    sha256: string;
    group: string;
    source: { repo: string; path: string };
  }[];
  const out: MeasuredPhoto[] = manifest.map((p) => ({
    sha256: p.sha256,
    half: halfOfGroup(p.group),
    repo: p.source.repo,
    path: p.source.path,
  }));
  const fixtures = join(PACKAGE, 'test', 'fixtures', 'photos');
  const labels = JSON.parse(await readFile(join(fixtures, 'labels.json'), 'utf8')) as Record<
    string,
    { source: string; group?: string }
  >;
  for (const file of await readdir(fixtures)) {
    if (!/\.(jpe?g|png|webp)$/i.test(file)) continue;
    const label = labels[file];
    // A fixture source reads "owner/name:path@commit".
    const [repo = '', rest = ''] = label?.source.split(':') ?? [];
    out.push({
      sha256: sha256(await readFile(join(fixtures, file))),
      half: label?.group ? halfOfGroup(label.group) : 'tune',
      repo,
      path: rest.split('@')[0]!,
    });
  }
  return out;
}

/** The brand of a set's product name ("arla" for "Arla-Medium-Fat-Milk"), among the brands given. */
function brandOf(fine: string, brands: ReadonlySet<string>): string | null {
  const name = fine.toLowerCase();
  return [...brands].find((brand) => name.startsWith(`${brand}-`)) ?? null;
}

/** The set's product name in one of its paths: the folder above the file. */
const fineOfPath = (path: string) => path.split('/').at(-2) ?? '';

function evaluate(probabilities: (e: EmbeddedPhoto) => ArrayLike<number>, photos: EmbeddedPhoto[], classes: string[]) {
  const perClass = classes.map(() => ({ n: 0, right: 0, loss: 0 }));
  for (const photo of photos) {
    const k = classes.indexOf(photo.label);
    const p = probabilities(photo);
    let best = 0;
    for (let c = 1; c < classes.length; c++) if (p[c]! > p[best]!) best = c;
    const row = perClass[k]!;
    row.n++;
    if (best === k) row.right++;
    row.loss -= Math.log(Math.max(p[k]!, 1e-12));
  }
  const present = perClass.filter((r) => r.n > 0);
  return {
    balancedAccuracy: present.reduce((s, r) => s + r.right / r.n, 0) / present.length,
    balancedLogLoss: present.reduce((s, r) => s + r.loss / r.n, 0) / present.length,
    perClass: Object.fromEntries(classes.map((c, k) => [c, perClass[k]!])),
  };
}

const round = (v: number, digits = 4) => Math.round(v * 10 ** digits) / 10 ** digits;
const toBase64 = (q: Int8Array) => Buffer.from(q.buffer, q.byteOffset, q.byteLength).toString('base64');

const measured = await measuredPhotos();
const hashes = new Set(measured.map((p) => p.sha256));
const all: EmbeddedPhoto[] = [];
for (const source of TRAINING_SOURCES) {
  const photos = await embedSource(source, { mirrors: args.mirrors, cacheDir: args.cache, log: console.log });
  all.push(...photos);
}
// Brands a source's products carry: the first word(s) of the set's product names that the evaluation set
// groups by (`brand:<name>`).
const manifestBrands = new Set(
  (JSON.parse(await readFile(join(PACKAGE, 'test', 'eval', 'manifest.json'), 'utf8')) as { group: string }[])
    .filter((p) => p.group.startsWith('brand:'))
    .map((p) => p.group.slice('brand:'.length)),
);
const sourceRepos = new Set(TRAINING_SOURCES.map((s) => s.repo));
const measuredBrands = (half: 'tune' | 'report') =>
  new Set(
    measured
      .filter((p) => p.half === half && sourceRepos.has(p.repo))
      .map((p) => brandOf(fineOfPath(p.path), manifestBrands))
      .filter((b): b is string => b !== null),
  );
const reportBrands = measuredBrands('report');
const kept = all.filter((p) => !hashes.has(p.sha256) && !brandOf(p.fine, reportBrands));
console.log(
  `${all.length} photos; kept ${kept.length} (${all.filter((p) => hashes.has(p.sha256)).length} are evaluation or fixture photos, ` +
    `${all.filter((p) => brandOf(p.fine, reportBrands)).length} of report-half brands: ${[...reportBrands].sort().join(', ')})`,
);
const classes = [...new Set(kept.map((p) => p.label))].sort();
const train = kept.filter((p) => p.use === 'train');
const val = kept.filter((p) => p.use === 'val');
const examples = (photos: EmbeddedPhoto[]): TrainingExample[] =>
  photos.map((p) => ({ label: classes.indexOf(p.label), features: p.embedding }));

const trials = LAMBDAS.map((lambda) => {
  const started = performance.now();
  const head = fitLogisticHead(examples(train), { classes: classes.length, lambda, iterations: ITERATIONS });
  const result = evaluate((p) => headProbabilities(head, p.embedding), val, classes);
  console.log(
    `lambda ${lambda}: validation balanced accuracy ${round(result.balancedAccuracy, 3)}, ` +
      `log loss ${round(result.balancedLogLoss, 3)} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
  return { lambda, head, result };
});
const chosen = trials.reduce((a, b) => (b.result.balancedLogLoss < a.result.balancedLogLoss ? b : a));

/** The head as the estimator reads it: 8-bit weights and class directions. */
function headFile(head: LinearHead, trainedOn: EmbeddedPhoto[], training: unknown): ProductHeadFile {
  const weights = quantiseRows(head.weights, classes.length);
  const centroids = quantiseRows(classCentroids(examples(trainedOn), classes.length), classes.length);
  return {
    format: PRODUCT_HEAD_FORMAT,
    classes,
    features: EMBEDDING_SIZE,
    weights: { scale: weights.scale, q: toBase64(weights.q) },
    bias: Array.from(head.bias),
    centroids: { scale: centroids.scale, q: toBase64(centroids.q) },
    training,
  };
}

const countBy = (photos: EmbeddedPhoto[]) =>
  Object.fromEntries(classes.map((c) => [c, photos.filter((p) => p.label === c).length]));
const file = headFile(chosen.head, train, {
  script: 'packages/estimator/scripts/train-head.ts',
  sources: TRAINING_SOURCES.map((s) => ({ repo: s.repo, commit: s.commit, licence: s.licence })),
  heldOutBrands: [...reportBrands].sort(),
  trainPhotos: countBy(train),
  validationPhotos: countBy(val),
  lambdas: trials.map((t) => ({
    lambda: t.lambda,
    balancedAccuracy: round(t.result.balancedAccuracy),
    balancedLogLoss: round(t.result.balancedLogLoss),
  })),
  chosenLambda: chosen.lambda,
  iterations: ITERATIONS,
});

// The committed file is 8-bit: measure it as the estimator will read it.
const runtime = parseProductHead(file);
const quantised = evaluate((p) => runtime.read(p.embedding).probabilities, val, classes);
(file.training as Record<string, unknown>).validation8bit = {
  balancedAccuracy: round(quantised.balancedAccuracy),
  perClass: Object.fromEntries(Object.entries(quantised.perClass).map(([c, r]) => [c, `${r.right}/${r.n}`])),
};
const familiarity = val.map((p) => runtime.read(p.embedding).familiarity).sort((a, b) => a - b);
(file.training as Record<string, unknown>).validationFamiliarity = {
  p5: round(familiarity[Math.floor(familiarity.length * 0.05)]!, 3),
  median: round(familiarity[Math.floor(familiarity.length / 2)]!, 3),
};
console.log(
  `chosen lambda ${chosen.lambda}; 8-bit head on validation:`,
  (file.training as Record<string, unknown>).validation8bit,
);
await writeFile(join(OUT, 'product-head.json'), JSON.stringify(file, null, 1) + '\n');

// The slice the test refits and reads: a few photos a class, in path order, their features stored 8-bit.
const byPath = (a: EmbeddedPhoto, b: EmbeddedPhoto) => a.path.localeCompare(b.path);
const take = (photos: EmbeddedPhoto[], perClass: number) =>
  classes.flatMap((c) =>
    photos
      .filter((p) => p.label === c)
      .sort(byPath)
      .slice(0, perClass),
  );
const slicePhotos = [...take(train, SLICE.trainPerClass), ...take(val, SLICE.valPerClass)];
const sliceFeatures = slicePhotos.map((p) => quantiseRows(p.embedding, 1));
const dequantised = sliceFeatures.map(({ scale, q }) => Float64Array.from(q, (v) => v * scale[0]!));
const sliceTrain = slicePhotos
  .map((p, i) => ({ label: classes.indexOf(p.label), features: dequantised[i]!, use: p.use }))
  .filter((e) => e.use === 'train');
const sliceHead = fitLogisticHead(sliceTrain, {
  classes: classes.length,
  lambda: SLICE.lambda,
  iterations: SLICE.iterations,
});
await writeFile(
  join(OUT, 'check-slice.json'),
  JSON.stringify(
    {
      classes,
      fit: { lambda: SLICE.lambda, iterations: SLICE.iterations, checksum: headChecksum(sliceHead) },
      photos: slicePhotos.map((p, i) => ({
        source: p.source,
        path: p.path,
        label: p.label,
        use: p.use,
        scale: sliceFeatures[i]!.scale[0],
        features: toBase64(sliceFeatures[i]!.q),
        // What the committed head says of these features, to 1e-4.
        committed: Array.from(runtime.read(dequantised[i]!).probabilities, (v) => round(v)),
      })),
    },
    null,
    1,
  ) + '\n',
);
console.log(`wrote ${join(OUT, 'product-head.json')} and check-slice.json`);

// Tuning photos of a brand the head trained on (other photos of the same cartons) would read better than a
// shopper's photo of a new brand, and thresholds chosen on them would trust the head too much. For each such
// brand a head is fitted without it, and the calibration reads those photos through it (kept in the cache:
// it is a tool of the threshold search, not part of the estimator).
const tuneBrands = measuredBrands('tune');
const heldOutHeads: Record<string, ProductHeadFile> = {};
for (const brand of [...tuneBrands].sort()) {
  const without = train.filter((p) => brandOf(p.fine, new Set([brand])) === null);
  const head = fitLogisticHead(examples(without), {
    classes: classes.length,
    lambda: chosen.lambda,
    iterations: ITERATIONS,
  });
  heldOutHeads[brand] = headFile(head, without, { heldOutBrand: brand, trainPhotos: without.length });
  console.log(`held-out head without ${brand}: ${train.length - without.length} photos left out`);
}
const photoBrands = Object.fromEntries(
  measured
    .filter((p) => p.half === 'tune' && sourceRepos.has(p.repo))
    .map((p) => [p.sha256, brandOf(fineOfPath(p.path), tuneBrands)])
    .filter(([, brand]) => brand),
);
await writeFile(join(args.cache, 'held-out-heads.json'), JSON.stringify({ photoBrands, heads: heldOutHeads }));
console.log(`wrote ${Object.keys(heldOutHeads).length} held-out heads to ${join(args.cache, 'held-out-heads.json')}`);
