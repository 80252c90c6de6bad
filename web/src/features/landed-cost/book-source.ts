// The cost book's sources as the API serves them, looked up by id.
import type { SourceRef } from '@costlens/domain';
import type { CostBookSource } from '@costlens/contracts';

export function bookSource(sources: readonly CostBookSource[], id: string | null): CostBookSource | null {
  return id ? (sources.find((s) => s.id === id) ?? null) : null;
}

/** A domain SourceRef for a figure the book cites `id` for; "Not read" with the official page when it cites none. */
export function sourceRef(
  sources: readonly CostBookSource[],
  id: string | null,
  verified: boolean,
  fallbackUrl: string,
): SourceRef {
  const s = bookSource(sources, id);
  return s
    ? { title: `${s.publisher}: ${s.title}`, url: s.url, asOf: String(s.year), verified }
    : { title: 'Not read', url: fallbackUrl, asOf: '', verified: false };
}
