/**
 * Text in a request is text people could type: no control characters (NUL, the other C0 controls but tab,
 * line feed and carriage return, DEL, the C1 controls) and no half of a UTF-16 surrogate pair. PostgreSQL
 * refuses NUL in text and JSON, where SQLite stores it, and an unpaired surrogate is silently replaced on
 * the way to either: one rule for every request keeps the two engines answering alike and loses nothing
 * silently. Every string is checked, object keys included, wherever it sits in the request.
 */

const FORBIDDEN =
  // Matching control characters is this rule's whole point.
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string holds a character no request text may hold. */
export const hasControlCharacter = (text: string): boolean => FORBIDDEN.test(text);

/** The dotted path of the first string (or key) in `value` that holds such a character, '' for the value
 *  itself, or null when there is none. */
export function controlCharacterPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = controlCharacterPath(item, path ? `${path}.${i}` : String(i));
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (hasControlCharacter(key)) return path;
      const found = controlCharacterPath(item, at);
      if (found !== null) return found;
    }
  }
  return null;
}
