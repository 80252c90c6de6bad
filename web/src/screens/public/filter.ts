import type { AnalysisSummary } from '@costlens/contracts';

type Searchable = Pick<AnalysisSummary, 'productName' | 'shareTitle' | 'productCategory'>;

/** Lower case without accents, as the server's search folds text. */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** The cards whose product name, share title or category holds every word of the search (case and
 *  accents folded): the offline search of the pages kept on the device. */
export function filterPublic<T extends Searchable>(analyses: readonly T[], search: string): T[] {
  const words = fold(search).match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return [...analyses];
  return analyses.filter((a) => {
    const text = fold([a.productName, a.shareTitle ?? '', a.productCategory].join(' '));
    return words.every((w) => text.includes(w));
  });
}
