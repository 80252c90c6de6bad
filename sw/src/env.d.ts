// Vite replaces import.meta.env.* when it builds the worker (vite-plugin-pwa injectManifest).
interface ImportMetaEnv {
  /** '1' only in test builds: enables the SET_CLOCK_OFFSET hook (see clock.ts). */
  readonly VITE_TEST_HOOKS?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
