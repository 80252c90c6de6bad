/**
 * Serves the on-device estimator's model files from the app's own origin, under
 * /models/<content hash>/ (so the service worker's cache-first copy can never go stale: new bytes, new
 * address). They come from the packages the estimator installs — nothing is downloaded — and stay out
 * of the precache (vite.config.ts globIgnores `**\/models/**`): a user downloads them only when the
 * device has a photo to identify. The page learns the address from `virtual:costlens-model-files`.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:costlens-model-files';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** Resolved from the estimator package, which owns these dependencies. */
const estimatorRequire = createRequire(new URL('../../packages/estimator/package.json', import.meta.url));

interface ModelFile {
  name: string;
  path: string;
}

/** centernet (detector graph + weights), the ImageNet classifier the estimator package commits (graph with
 *  its labels + 8-bit weights) and the product head it reads features into, tfjs's wasm backend (plain and SIMD; the threaded build needs cross-origin
 *  isolation, which the app does not have), and zxing's barcode reader. */
function modelFiles(): ModelFile[] {
  const humanModels = join(dirname(estimatorRequire.resolve('@vladmandic/human')), '..', 'models');
  const classifier = fileURLToPath(new URL('../../packages/estimator/models/mobilenet-v2-imagenet/', import.meta.url));
  const productHead = fileURLToPath(new URL('../../packages/estimator/models/product-head/', import.meta.url));
  const tfjsDist = dirname(estimatorRequire.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'));
  const zxing = estimatorRequire.resolve('zxing-wasm/reader/zxing_reader.wasm');
  const files = [
    join(humanModels, 'centernet.json'),
    join(humanModels, 'centernet.bin'),
    join(classifier, 'classifier.json'),
    join(classifier, 'classifier.bin'),
    join(productHead, 'product-head.json'),
    join(tfjsDist, 'tfjs-backend-wasm.wasm'),
    join(tfjsDist, 'tfjs-backend-wasm-simd.wasm'),
    zxing,
  ];
  return files.map((path) => ({ name: basename(path), path }));
}

export function copyModelFiles(): Plugin {
  const files = modelFiles();
  const contents = new Map(files.map((f) => [f.name, readFileSync(f.path)]));
  const hash = createHash('sha256');
  for (const [name, bytes] of contents) hash.update(name).update(bytes);
  const version = hash.digest('hex').slice(0, 12);
  const base = `/models/${version}/`;
  const totalBytes = [...contents.values()].reduce((sum, b) => sum + b.byteLength, 0);

  return {
    name: 'costlens-copy-model-files',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : null),
    load: (id) => {
      if (id !== RESOLVED_ID) return null;
      return [
        `export const MODEL_BASE = ${JSON.stringify(base)};`,
        `export const ZXING_WASM_URL = ${JSON.stringify(`${base}zxing_reader.wasm`)};`,
        `export const MODEL_FILES_BYTES = ${totalBytes};`,
      ].join('\n');
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.startsWith(base) ? req.url.slice(base.length).split('?')[0] : undefined;
        const bytes = name ? contents.get(name) : undefined;
        if (!bytes || !name) return next();
        res.setHeader(
          'Content-Type',
          name.endsWith('.wasm')
            ? 'application/wasm'
            : name.endsWith('.json')
              ? 'application/json'
              : 'application/octet-stream',
        );
        res.end(bytes);
      });
    },
    generateBundle() {
      for (const [name, source] of contents)
        this.emitFile({ type: 'asset', fileName: `models/${version}/${name}`, source });
    },
  };
}
