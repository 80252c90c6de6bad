interface ImportMetaEnv {
  /** Build label shown as <html data-app-version> (the update test tells two builds apart by it). */
  readonly VITE_APP_VERSION?: string;
  /** '1' in test builds only (see sw/src/clock.ts). */
  readonly VITE_TEST_HOOKS?: string;
}
