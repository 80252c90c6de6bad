/** Puts the estimator's model files in the service worker's cache while the device is online, so a
 *  capture made later without a connection can be identified on the device. Run after an online
 *  analysis (someone who photographs products will likely do it again, maybe in a basement store);
 *  skipped on Save-Data, without a controlling service worker (nothing would keep the files), and
 *  when the files are cached already. About 9 MB, once per model version. */
import { MODEL_BASE, ZXING_WASM_URL } from 'virtual:costlens-model-files';
import { loadIdentifyWorker } from '../../lazy.ts';

/** The product head, the last file a warm-up fetches (after the classifier's weights): when it is cached the others were fetched before it. */
const PROBE_FILE = `${MODEL_BASE}product-head.json`;

export async function warmModelCache(): Promise<void> {
  try {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    if (connection?.saveData || !navigator.serviceWorker?.controller || typeof caches === 'undefined') return;
    if (!(await caches.match(PROBE_FILE))) {
      const { warmupInWorker } = await loadIdentifyWorker();
      await warmupInWorker();
    }
    // The barcode reader's wasm loads only when a photo is read, not when the detector warms up: fetch it
    // through the service worker now, which keeps it with the models.
    if (!(await caches.match(ZXING_WASM_URL))) await (await fetch(ZXING_WASM_URL)).arrayBuffer();
  } catch (error) {
    console.warn('Could not keep the on-device models for offline use', error);
  }
}
