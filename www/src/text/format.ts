// Numbers for people: every whole number in digit groups, exact at any size (numbers or BigInts),
// never in exponent notation.

/** 12 345 678 (thin spaces between groups) for a number or a BigInt, exactly. Grouped by hand,
 * not by Intl.NumberFormat, whose first use costs a new page about 25 ms before its first frame. */
export function formatWhole(n: number | bigint): string {
  const value = typeof n === 'bigint' ? n : Math.round(Number(n));
  const digits = typeof value === 'bigint' || Number.isFinite(value) ? BigInt(value).toString() : String(value);
  return digits.replace(/\B(?=(\d{3})+$)/g, '\u2009');
}

/** `part` as a percentage of `whole` (numbers or BigInts), with one decimal. */
export function formatShare(part: number | bigint, whole: number | bigint): string {
  const w = Number(whole);
  return `${w ? ((100 * Number(part)) / w).toFixed(1) : '0.0'} %`;
}
