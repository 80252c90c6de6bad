/**
 * The classifier's pooled features for every photo of a training source, computed once and kept on disk
 * (outside the repository: thousands of photos take the better part of an hour on two cores). A cache is
 * keyed by the source's commit and the classifier's weights, so a new graph or snapshot starts a new one,
 * and it is appended photo by photo, so an interrupted run picks up where it stopped.
 *
 * Each photo is read as the pipeline reads a whole photo: decoded to the working size, then the same looks
 * (photoLooks) averaged, so the head learns from the features it will be given.
 */
import { createHash } from 'node:crypto';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { classifierModelDir, diskModelFiles } from '../../src/assets-node.ts';
import { ImageClassifier, photoLooks } from '../../src/classify.ts';
import { sharpDecoder } from '../../src/image-node.ts';
import { WORKING_SIDE_PX } from '../../src/working-size.ts';
import { listFiles, readBlob, snapshotDir } from './sources.ts';
import type { SourcePhoto, TrainingSource } from './sources.ts';

export const EMBEDDING_SIZE = 1280;

export interface EmbeddedPhoto extends SourcePhoto {
  source: string;
  sha256: string;
  embedding: Float32Array;
}

export async function classifierWeightsSha(): Promise<string> {
  const bytes = await readFile(join(classifierModelDir(), 'classifier.bin'));
  return createHash('sha256').update(bytes).digest('hex');
}

function cachePaths(cacheDir: string, source: TrainingSource, modelSha: string) {
  const stem = join(cacheDir, `${source.id}-${source.commit.slice(0, 12)}-${modelSha.slice(0, 12)}`);
  return { index: `${stem}.jsonl`, vectors: `${stem}.f32` };
}

/** What the cache keeps of a photo: its path, its bytes' hash and its features (labels come from the source). */
interface CachedFeatures {
  path: string;
  sha256: string;
  embedding: Float32Array;
}

async function readCached(cacheDir: string, source: TrainingSource, modelSha: string): Promise<CachedFeatures[]> {
  const { index, vectors } = cachePaths(cacheDir, source, modelSha);
  let lines: string[];
  let bytes: Buffer;
  try {
    lines = (await readFile(index, 'utf8')).split('\n').filter(Boolean);
    bytes = await readFile(vectors);
  } catch {
    return [];
  }
  // A run stopped between the two appends leaves one more line or vector than the other: keep the pairs.
  const count = Math.min(lines.length, Math.floor(bytes.byteLength / (EMBEDDING_SIZE * 4)));
  const floats = new Float32Array(bytes.buffer, bytes.byteOffset, count * EMBEDDING_SIZE);
  return lines.slice(0, count).map((line, i) => {
    const { path, sha256 } = JSON.parse(line) as { path: string; sha256: string };
    return { path, sha256, embedding: floats.slice(i * EMBEDDING_SIZE, (i + 1) * EMBEDDING_SIZE) };
  });
}

/** Every photo of the source with its features, computing those the cache lacks. */
export async function embedSource(
  source: TrainingSource,
  options: { mirrors: string; cacheDir: string; log?: (line: string) => void },
): Promise<EmbeddedPhoto[]> {
  const modelSha = await classifierWeightsSha();
  const gitDir = snapshotDir(options.mirrors, source);
  const photos = source.photos(await listFiles(gitDir, source.commit));
  const cached = new Map((await readCached(options.cacheDir, source, modelSha)).map((c) => [c.path, c]));
  const done: EmbeddedPhoto[] = photos.flatMap((photo) => {
    const c = cached.get(photo.path);
    return c ? [{ ...photo, source: source.id, sha256: c.sha256, embedding: c.embedding }] : [];
  });
  const todo = photos.filter((p) => !cached.has(p.path));
  if (todo.length === 0) return done;

  await mkdir(options.cacheDir, { recursive: true });
  const { index, vectors } = cachePaths(options.cacheDir, source, modelSha);
  const classifier = await ImageClassifier.load(diskModelFiles(classifierModelDir(), 'classifier'));
  const started = performance.now();
  try {
    for (const [i, photo] of todo.entries()) {
      const bytes = await readBlob(gitDir, source.commit, photo.path);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const image = await sharpDecoder.decode(bytes, WORKING_SIDE_PX);
      const { embedding } = await classifier.classifyRegions(image, photoLooks(image.width, image.height));
      if (embedding.length !== EMBEDDING_SIZE)
        throw new Error(`expected ${EMBEDDING_SIZE} features, got ${embedding.length}`);
      await appendFile(vectors, Buffer.from(embedding.buffer, embedding.byteOffset, embedding.byteLength));
      await appendFile(index, JSON.stringify({ path: photo.path, sha256 }) + '\n');
      done.push({ ...photo, source: source.id, sha256, embedding });
      if ((i + 1) % 250 === 0) {
        const perPhoto = (performance.now() - started) / (i + 1);
        options.log?.(`${source.id}: ${i + 1}/${todo.length} (${perPhoto.toFixed(0)} ms a photo)`);
      }
    }
  } finally {
    classifier.dispose();
  }
  return done;
}
