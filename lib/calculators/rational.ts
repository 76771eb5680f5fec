/**
 * Exact rational arithmetic on BigInt, so unit conversions round once, at the
 * end, instead of accumulating binary rounding in every intermediate factor.
 */
export interface Rational {
  readonly n: bigint;
  readonly d: bigint;
}

const TWO_POW_53 = 2n ** 53n;

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function rational(n: bigint, d: bigint = 1n): Rational {
  if (d === 0n) throw new RangeError("zero denominator");
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d) || 1n;
  return { n: (sign * n) / g, d: (sign * d) / g };
}

/** The exact value of the shortest decimal that round-trips to `x` (what a person typed). */
export function fromDecimal(x: number): Rational {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(x));
  if (!match) throw new RangeError(`not a finite number: ${x}`);
  const [, sign = "", whole = "0", fraction = "", exponent = "0"] = match;
  const scale = Number(exponent) - fraction.length;
  const digits = BigInt(`${sign}${whole}${fraction}`);
  return scale >= 0 ? rational(digits * 10n ** BigInt(scale)) : rational(digits, 10n ** BigInt(-scale));
}

export function multiply(a: Rational, b: Rational): Rational {
  return rational(a.n * b.n, a.d * b.d);
}

export function divide(a: Rational, b: Rational): Rational {
  return rational(a.n * b.d, a.d * b.n);
}

function bitLength(x: bigint): number {
  return (x < 0n ? -x : x).toString(2).length;
}

/**
 * Nearest double. When numerator and denominator are exact doubles (the usual
 * case once reduced) one IEEE division gives the correctly rounded result;
 * otherwise a 64-bit scaled quotient is within one unit in the last place.
 */
export function toNumber(r: Rational): number {
  const absN = r.n < 0n ? -r.n : r.n;
  if (absN <= TWO_POW_53 && r.d <= TWO_POW_53) return Number(r.n) / Number(r.d);
  const shift = bitLength(r.n) - bitLength(r.d) - 64;
  const quotient = shift >= 0 ? r.n / (r.d << BigInt(shift)) : (r.n << BigInt(-shift)) / r.d;
  // Apply 2^shift in two halves so neither factor overflows on its own.
  const half = Math.trunc(shift / 2);
  return Number(quotient) * 2 ** half * 2 ** (shift - half);
}
