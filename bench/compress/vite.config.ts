// Builds the compression bench page (index.html + page.ts) with the real worker and bridge from
// web/src/workers. Run by bench/compress.bench.ts through web's own Vite; the packages only web
// depends on are resolved from web/node_modules.
import { fileURLToPath } from 'node:url';

const fromWeb = (pkg: string) => fileURLToPath(new URL(`../../web/node_modules/${pkg}`, import.meta.url));

export default {
  root: fileURLToPath(new URL('.', import.meta.url)),
  logLevel: 'warn',
  resolve: { alias: { 'browser-image-compression': fromWeb('browser-image-compression'), comlink: fromWeb('comlink') } },
  build: { target: 'es2022', sourcemap: false },
  worker: { format: 'es' },
};
