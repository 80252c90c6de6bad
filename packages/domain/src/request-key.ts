/**
 * One canonical text for a search request, so two requests the server answers alike look alike:
 * object keys sorted, empty fields (undefined, null, '') dropped, strings trimmed, inner whitespace
 * collapsed and lower-cased. The API's two-hour provider cache and the service worker's POST cache
 * both key on it, so they agree on what counts as the same search.
 */
export function normalisedRequestJson(request: unknown): string {
  return stableStringify(normalise(request));
}

function normalise(v: unknown): unknown {
  if (typeof v === 'string') return v.trim().replace(/\s+/g, ' ').toLowerCase();
  if (Array.isArray(v)) return v.map(normalise);
  if (v && typeof v === 'object') {
    return Object.fromEntries(
      Object.entries(v)
        .filter(([, x]) => x !== undefined && x !== null && x !== '')
        .map(([k, x]) => [k, normalise(x)]),
    );
  }
  return v;
}

function stableStringify(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableStringify).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableStringify((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}
