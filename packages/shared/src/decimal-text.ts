// Exact rounding of decimal strings for display, on BigInt: no float and no decimal.js. The
// formatters (money-format.ts) use it so that a page which only shows amounts (the home page's
// rate cards, the rates board) does not load decimal.js, which only arithmetic needs (money.ts).

/** A decimal string as sign, digits and scale: value = (negative ? -1 : 1) × digits × 10^-scale. */
interface Parsed {
  negative: boolean;
  digits: bigint;
  scale: number;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

function parse(value: string): Parsed {
  const m = DECIMAL.exec(value.trim());
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) throw new Error(`Not a decimal: ${value}`);
  const [, sign, int = '', frac = '', exp = '0'] = m;
  let digits = BigInt((int + frac).replace(/^0+(?=\d)/, '') || '0');
  let scale = frac.length - Number(exp);
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { negative: sign === '-' && digits !== 0n, digits, scale };
}

export type RoundingMode = 'half-even' | 'half-up';

/** Rounds |value| to `places` decimals; half-up here means half away from zero (decimal.js ROUND_HALF_UP). */
function roundDigits(p: Parsed, places: number, mode: RoundingMode): bigint {
  if (p.scale <= places) return p.digits * 10n ** BigInt(places - p.scale);
  const divisor = 10n ** BigInt(p.scale - places);
  const quotient = p.digits / divisor;
  const twice = (p.digits % divisor) * 2n;
  if (twice > divisor) return quotient + 1n;
  if (twice < divisor) return quotient;
  return mode === 'half-up' || quotient % 2n === 1n ? quotient + 1n : quotient;
}

function render(negative: boolean, digits: bigint, places: number): string {
  const text = digits.toString().padStart(places + 1, '0');
  const int = text.slice(0, text.length - places);
  const body = places > 0 ? `${int}.${text.slice(text.length - places)}` : int;
  return negative && digits !== 0n ? `-${body}` : body;
}

/** `value` rounded to exactly `places` decimals ("1.005", 2 → "1.00" half-even); "-0" is "0". */
export function toFixedDecimal(value: string, places: number, mode: RoundingMode = 'half-even') {
  const p = parse(value);
  return render(p.negative, roundDigits(p, places, mode), places);
}

/** -1, 0 or 1. */
export function signOfDecimal(value: string): -1 | 0 | 1 {
  const p = parse(value);
  return p.digits === 0n ? 0 : p.negative ? -1 : 1;
}

/**
 * The decimal exponent of the first significant digit (decimal.js's `e`): 128.4 → 2,
 * 0.0077 → -3. Zero → 0.
 */
export function decimalExponent(value: string): number {
  const p = parse(value);
  if (p.digits === 0n) return 0;
  return p.digits.toString().length - 1 - p.scale;
}

/** `value` × 10^-n exactly, as a plain decimal string ("50", 2 → "0.50"). */
export function shiftDecimal(value: string, n: number): string {
  const p = parse(value);
  const scale = p.scale + n;
  if (scale < 0) return render(p.negative, p.digits * 10n ** BigInt(-scale), 0);
  return render(p.negative, p.digits, scale);
}
