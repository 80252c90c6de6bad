// Which cached files are model files of which version: pure, tested in Node (models.test.ts).

const VERSIONED_MODEL_PATH = /^\/models\/([0-9a-f]{12})\/[^/]+$/;

/** The content-hash folder of a same-origin model file, or null for anything else. */
export function modelVersionOf(url: URL, origin: string): string | null {
  if (url.origin !== origin) return null;
  return VERSIONED_MODEL_PATH.exec(url.pathname)?.[1] ?? null;
}

/** Cached URLs that belong to another model version than `keep` (other files are left alone). */
export function staleModelUrls(cachedUrls: readonly string[], keep: string, origin: string): string[] {
  return cachedUrls.filter((u) => {
    const version = modelVersionOf(new URL(u), origin);
    return version !== null && version !== keep;
  });
}
