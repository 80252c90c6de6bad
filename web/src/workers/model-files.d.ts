// Written by web/vite/copy-model-files.ts: where the built app serves the estimator's model files.
declare module 'virtual:costlens-model-files' {
  /** Same-origin prefix ending in '/', versioned by the files' content hash. */
  export const MODEL_BASE: string;
  export const ZXING_WASM_URL: string;
  /** Total size of the files served under MODEL_BASE. */
  export const MODEL_FILES_BYTES: number;
}
