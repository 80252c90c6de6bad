/** The compression worker: exposes compress-image.ts to the page through comlink. */
import { expose } from 'comlink';
import { compressImage } from './compress-image.ts';

const api = { compressImage };
export type CompressWorkerApi = typeof api;

expose(api);
