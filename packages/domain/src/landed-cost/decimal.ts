// Exact decimal arithmetic for money. Amounts arrive as ordinary numbers in major units (dollars, US
// dollars, yen) and rates as numbers (1.3693, 9.975 %); multiplying them as floats drifts (100 × 1.15 is
// 114.99999999999999), so each number is read back into an integer and a power of ten, multiplied
// exactly with BigInt, and rounded once, half away from zero, to a whole cent.

/** value = units / 10^scale, exactly. */
interface Exact {
  units: bigint;
  scale: number;
}

const NUMBER_TEXT = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

/** The shortest decimal text of a finite number, as an exact integer over a power of ten. */
function exact(value: number): Exact {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const m = NUMBER_TEXT.exec(String(value));
  if (!m) throw new RangeError(`Cannot read ${value} as a decimal`);
  const [, sign, whole, fraction = '', exponent = '0'] = m;
  let digits = BigInt(`${whole}${fraction}`);
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { units: sign === '-' ? -digits : digits, scale };
}

/** numerator / denominator rounded half away from zero (denominator > 0). */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  const q = (2n * n + denominator) / (2n * denominator);
  return negative ? -q : q;
}

function toSafeNumber(value: bigint): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`Amount out of range: ${value} cents`);
  return n;
}

/** Major units (12.345) to whole cents (1235), rounded half away from zero. */
export function toCents(amount: number): number {
  const a = exact(amount);
  return toSafeNumber(divideRounded(a.units * 100n, 10n ** BigInt(a.scale)));
}

/** The product of the factors in whole cents: a foreign amount at an exchange rate, a quantity at a unit
 *  price, or units × unit price × rate, multiplied exactly and rounded once. */
export function multiplyToCents(...factors: number[]): number {
  let units = 1n;
  let scale = 0;
  for (const f of factors) {
    const x = exact(f);
    units *= x.units;
    scale += x.scale;
  }
  return toSafeNumber(divideRounded(units * 100n, 10n ** BigInt(scale)));
}

/** pct percent of a cents amount, rounded to a whole cent (CBSA and CRA round each line to the cent). */
export function percentOf(cents: number, pct: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const p = exact(pct);
  return toSafeNumber(divideRounded(BigInt(cents) * p.units, 100n * 10n ** BigInt(p.scale)));
}

/** cents / count rounded to a whole cent: a shipment's cost spread over its units. */
export function divideCents(cents: number, count: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const c = exact(count);
  if (c.units <= 0n) throw new RangeError(`Cannot divide by ${count}`);
  return toSafeNumber(divideRounded(BigInt(cents) * 10n ** BigInt(c.scale), c.units));
}

/** a × b for measures (kg, m³) without float noise: 3 × 0.1 is 0.3, not 0.30000000000000004. */
export function multiplyExact(a: number, b: number): number {
  const x = exact(a);
  const y = exact(b);
  const scale = x.scale + y.scale;
  return Number(x.units * y.units) / 10 ** scale;
}

/** value rounded up to the next multiple of step (carriers bill weight in steps such as 0.5 kg). */
export function roundUpToStep(value: number, step: number): number {
  if (!(step > 0)) throw new RangeError(`Step must be positive: ${step}`);
  if (!(value >= 0)) throw new RangeError(`Cannot round ${value} up to a step`);
  const v = exact(value);
  const s = exact(step);
  const scale = Math.max(v.scale, s.scale);
  const vu = v.units * 10n ** BigInt(scale - v.scale);
  const su = s.units * 10n ** BigInt(scale - s.scale);
  const steps = (vu + su - 1n) / su;
  return Number(steps * su) / 10 ** scale;
}

/** How many steps of `step`, started, lie between `from` and `value` (0 when value ≤ from), exactly:
 *  (1.3 − 1) / 0.1 is 3 steps, not the 4 that float division would round up to. */
export function startedSteps(value: number, from: number, step: number): number {
  if (!(step > 0)) throw new RangeError(`Step must be positive: ${step}`);
  const [v, f, s] = [exact(value), exact(from), exact(step)];
  const scale = Math.max(v.scale, f.scale, s.scale);
  const at = (x: Exact) => x.units * 10n ** BigInt(scale - x.scale);
  const over = at(v) - at(f);
  if (over <= 0n) return 0;
  const su = at(s);
  return Number((over + su - 1n) / su);
}
