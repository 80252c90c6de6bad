/**
 * A model or engine loaded on first use, kept while it works, and loaded again on the next call when
 * loading failed (a browser offline with nothing cached, a file still being copied). The Node and the
 * browser entries hold their detector, barcode reader and OCR engine this way.
 */
export interface LazyResource<T> {
  get(): Promise<T>;
  /** Whether a load has started (and not failed). */
  readonly started: boolean;
  /** Forgets the loaded value and releases it; the next get() loads again. */
  release(): Promise<void>;
}

export function lazyResource<T>(load: () => Promise<T>, dispose?: (value: T) => void | Promise<void>): LazyResource<T> {
  let current: Promise<T> | null = null;
  return {
    get started() {
      return current !== null;
    },
    get() {
      if (!current) {
        const loading = load();
        current = loading;
        loading.catch(() => {
          if (current === loading) current = null;
        });
      }
      return current;
    },
    async release() {
      const was = current;
      current = null;
      if (!was || !dispose) return;
      const value = await was.catch(() => null);
      if (value !== null) await dispose(value);
    },
  };
}
