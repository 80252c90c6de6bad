/** Test helper: where an answer carries the same thing twice. */

/** An object or array this long (as JSON) under the same name at two places is a panel sent twice. */
const MIN_REPEAT_JSON = 40;

/** The path without array positions: items of one list are data, not fields. */
const fieldOf = (path: string) => path.replace(/\[\d+\]/g, '[]');

function walk(value: unknown, key: string, path: string, seen: Map<string, string>, found: string[]): void {
  if (value === null || typeof value !== 'object') return;
  const text = JSON.stringify(value);
  if (key && text.length >= MIN_REPEAT_JSON) {
    const id = `${key}=${text}`;
    const first = seen.get(id);
    if (first === undefined) seen.set(id, path);
    else if (fieldOf(first) !== fieldOf(path)) found.push(`${path} repeats ${first}`);
  }
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, '', `${path}[${i}]`, seen, found));
  else for (const [k, v] of Object.entries(value)) walk(v, k, `${path}.${k}`, seen, found);
}

/**
 * The fields an answer carries twice: a key of a stored analysis that its nested `analysis` has too
 * (the headline sent again), and any object or array sent whole at two places (a panel sent twice).
 */
export function repeatedFields(answer: unknown): string[] {
  const found: string[] = [];
  walk(answer, '', '$', new Map(), found);
  const visit = (value: unknown, path: string) => {
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach((v, i) => visit(v, `${path}[${i}]`));
    const record = value as Record<string, unknown>;
    const nested = record.analysis;
    // A stored analysis (an id and a headline) whose nested analysis repeats one of its fields.
    if ('id' in record && 'productName' in record && nested && typeof nested === 'object' && !Array.isArray(nested)) {
      for (const key of Object.keys(nested))
        if (key in record) found.push(`${path}.${key} and ${path}.analysis.${key}`);
    }
    for (const [k, v] of Object.entries(record)) visit(v, `${path}.${k}`);
  };
  visit(answer, '$');
  return found;
}
