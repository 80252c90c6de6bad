// Builds the compression bench page (index.html + page.ts) with the real worker and bridge from
// web/src/workers. Run by bench/compress.bench.ts through web's own Vite.
import { fileURLToPath } from 'node:url';

export default {
  root: fileURLToPath(new URL('.', import.meta.url)),
  logLevel: 'warn',
  build: { target: 'es2022', sourcemap: false },
  worker: { format: 'es' },
};
