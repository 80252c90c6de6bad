// Numbers as people in Canada type them: 1,250.50 in English, 1 250,50 in French (Quebec writes 12.50 as
// 12,50). The comma is the one sign both use, for thousands in English and for decimals in French, so a lone
// comma before exactly three digits ("1,250") could be either: it is refused with a question, never guessed.
// The period is a decimal point in both, and a space only ever groups thousands. A dollar sign on either side
// is allowed, as people copy prices with it.

export type TypedNumber = { ok: true; value: number | null } | { ok: false; error: string };

const SPACES = /[ \u00A0\u202F\u2009]/g;
const quoted = (raw: string) => `“${raw.trim()}”`;

function notANumber(raw: string): TypedNumber {
  return { ok: false, error: `${quoted(raw)} is not a number.` };
}

/** Digits grouped by `sep` in threes ("1,250,000"), or plain digits. */
function grouped(int: string, sep: string): string | null {
  if (!int.includes(sep)) return /^\d*$/.test(int) ? int : null;
  const esc = sep === '.' ? '\\.' : sep;
  return new RegExp(`^\\d{1,3}(${esc}\\d{3})+$`).test(int) ? int.split(sep).join('') : null;
}

/**
 * The number in what the user typed; null when blank. `wholeNumber` is for counts: there a comma or period
 * before exactly three digits can only group thousands ("1,000" units), since a count has no decimals.
 */
export function readTypedNumber(raw: string, { wholeNumber = false }: { wholeNumber?: boolean } = {}): TypedNumber {
  let t = raw
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/\s*\$$/, '');
  if (t === '') return { ok: true, value: null };
  let sign = '';
  if (/^[-−]/.test(t)) {
    sign = '-';
    t = t.slice(1).trimStart();
  }
  if (!/^[\d.,\u00A0\u202F\u2009 ]+$/.test(t) || !/\d/.test(t)) return notANumber(raw);
  const hasSpace = /[\u00A0\u202F\u2009 ]/.test(t);
  t = t.replace(SPACES, ' ');
  const commas = t.split(',').length - 1;
  const dots = t.split('.').length - 1;

  // Which sign, if any, is the decimal one; everything before it must be grouped in threes.
  let decimal: ',' | '.' | null = null;
  if (commas > 0 && dots > 0) decimal = t.lastIndexOf(',') > t.lastIndexOf('.') ? ',' : '.';
  else if (commas === 1 || dots === 1) {
    const sep = commas === 1 ? ',' : '.';
    const [before, after] = t.split(sep) as [string, string];
    const threeAfter = /^\d{3}$/.test(after) && before.replace(/ /g, '') !== '' && !/^0+$/.test(before);
    if (threeAfter && wholeNumber) decimal = null;
    else if (threeAfter && sep === ',' && !hasSpace) {
      const dec = Number(`${before}.${after}`);
      const decText = Number.isInteger(dec) ? String(dec) : `${String(dec).replace('.', ',')} (or ${dec})`;
      return {
        ok: false,
        error: `${quoted(raw)} could be ${before}${after} or ${dec}. Write ${before}${after} for the whole number, or ${decText} for the decimal.`,
      };
    } else decimal = sep;
  }
  const [intPart, fracPart = ''] = decimal ? (t.split(decimal) as [string, string?]) : [t];
  if (decimal && t.split(decimal).length > 2) return notANumber(raw);
  if (!/^\d*$/.test(fracPart)) return notANumber(raw);
  // The grouping sign: a space (French), or whichever of , and . is not the decimal one.
  const groupSigns = [' ', ',', '.'].filter((s) => s !== decimal && intPart.includes(s));
  if (groupSigns.length > 1) return notANumber(raw);
  const digits = groupSigns.length === 1 ? grouped(intPart, groupSigns[0]!) : grouped(intPart, ' ');
  if (digits === null || (digits === '' && fracPart === '')) return notANumber(raw);
  const value = Number(`${sign}${digits || '0'}.${fracPart || '0'}`);
  return Number.isFinite(value) ? { ok: true, value } : notANumber(raw);
}

export type TypedWholeNumbers = { ok: true; values: number[] } | { ok: false; error: string };

/**
 * Several counts in one field ("500, 1000" or "500; 1 000"), each from 1 to `max`. A part that reads both as
 * one number and as a list ("500,100": 500100, or 500 and 100) is refused with a question.
 */
export function readTypedWholeNumbers(raw: string, max: number): TypedWholeNumbers {
  const valid = (n: number) => Number.isSafeInteger(n) && n >= 1 && n <= max;
  const values: number[] = [];
  for (const part of raw.split(/;|,\s+/).map((p) => p.trim())) {
    if (part === '') continue;
    const single = readTypedNumber(part, { wholeNumber: true });
    const one = single.ok && single.value !== null && valid(single.value) ? single.value : null;
    const pieces = part.split(/[\s,]+/).filter(Boolean);
    // "2,5" is two and a half in French: a decimal, not the sizes 2 and 5.
    const decimalLooking = /^\d+,\d{1,2}$/.test(part);
    const list =
      !decimalLooking && pieces.length > 1 && pieces.every((p) => /^\d+$/.test(p) && valid(Number(p)))
        ? pieces.map(Number)
        : null;
    if (one !== null && list !== null)
      return {
        ok: false,
        error: `${quoted(part)}: one order size of ${one}, or ${list.join(' and ')}? Write ${one}, or put a comma and a space between sizes.`,
      };
    if (one !== null) values.push(one);
    else if (list !== null) values.push(...list);
    else
      return {
        ok: false,
        error: `${quoted(part)} is not an order size: use whole numbers from 1 to ${max.toLocaleString('en-CA')}, separated by commas.`,
      };
  }
  return { ok: true, values };
}
