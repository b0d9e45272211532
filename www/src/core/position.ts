// Positions on the number line and the grid as BigInts in units of 2^-32 heaps: exact for every
// heap below 2^64, fine enough for any zoom, and what the core's pictures take.
import { asciiDigits } from '../base/digits.ts';

/** A position: a BigInt in units of 2^-32 heaps. */
export type Position = bigint;

export const ONE = 1n << 32n;
const SCALE = 2 ** 32;

/** The heaps are 0 … 2^64 − 1: 2^64 as a heap and as a position. */
export const HEAP_END = 1n << 64n;
export const END: Position = HEAP_END * ONE;

/** The position of a whole heap (number or BigInt). */
export function at(heap: number | bigint): Position {
  return BigInt(heap) * ONE;
}

/** The whole heap at or before a position (⌊p⌋). */
export function floor(p: Position): bigint {
  return p >= 0n ? p / ONE : -((-p + ONE - 1n) / ONE);
}

/** A distance of `heaps` (a number, maybe fractional or huge) as a position offset. */
export function span(heaps: number): Position {
  if (!Number.isFinite(heaps)) return 0n;
  return BigInt(Math.round(heaps * SCALE));
}

/** A position offset in heaps, as a number (exact while it is small). */
export function heaps(offset: Position): number {
  return Number(offset) / SCALE;
}

/** Clamps a position to [lo, hi]. */
export function clamp(p: Position, lo: Position, hi: Position): Position {
  if (p < lo) return lo;
  return p > hi ? hi : p;
}

/** Decimal text for a position: the whole heap exactly, and up to 6 decimals of its fraction. */
export function text(p: Position): string {
  const negative = p < 0n;
  const a = negative ? -p : p;
  const whole = a / ONE;
  const frac = Number(a % ONE) / SCALE;
  let digits = frac ? frac.toFixed(6).slice(1).replace(/0+$/, '') : '';
  if (digits === '.') digits = '';
  // toFixed may round up to 1.000000: then the whole part takes it.
  const carry = frac.toFixed(6).startsWith('1');
  return `${negative ? '-' : ''}${whole + (carry ? 1n : 0n)}${carry ? '' : digits}`;
}

/** A position from decimal text (`123`, `-4.25`, `9007199254740993.5`, digits of any script), or undefined. */
export function parse(t: string): Position | undefined {
  const m = /^(-?)(\d{1,20})(?:\.(\d{1,12}))?$/.exec(asciiDigits(String(t)).trim());
  if (!m?.[2]) return undefined;
  const whole = BigInt(m[2]) * ONE;
  const frac = m[3] ? span(Number(`0.${m[3]}`)) : 0n;
  const p = whole + frac;
  return m[1] ? -p : p;
}
