import type { StoredAnalysis } from '@costlens/contracts';

/** A case-insensitive match on product name, share title or category. */
export function filterPublic(analyses: readonly StoredAnalysis[], search: string): StoredAnalysis[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...analyses];
  return analyses.filter((a) =>
    [a.productName, a.shareTitle ?? '', a.productCategory].some((field) => field.toLocaleLowerCase().includes(needle)),
  );
}
