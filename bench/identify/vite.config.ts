// Builds the on-device identification bench page (index.html + page.ts) with the app's real worker and
// bridge and the app's model-file plugin. Run by bench/identify.bench.ts through web's own Vite.
import { fileURLToPath } from 'node:url';
// Vite bundles a config's relative imports and leaves package imports to Node, which cannot load web's .ts.
// eslint-disable-next-line import-x/no-relative-packages
import { copyModelFiles } from '../../web/vite/copy-model-files.ts';

export default {
  root: fileURLToPath(new URL('.', import.meta.url)),
  logLevel: 'warn',
  plugins: [copyModelFiles()],
  build: { target: 'es2022', sourcemap: false },
  worker: { format: 'es' },
};
