// Numbers for people: every whole number in digit groups, exact at any size (numbers or BigInts),
// never in exponent notation.

const GROUPS = new Intl.NumberFormat('en-US', { useGrouping: true, maximumFractionDigits: 0 });

/** 12 345 678 (thin spaces between groups) for a number or a BigInt, exactly. */
export function formatWhole(n) {
  const value = typeof n === 'bigint' ? n : Math.round(Number(n));
  return GROUPS.format(value).replace(/,/g, '\u2009');
}

/** `part` as a percentage of `whole` (numbers or BigInts), with one decimal. */
export function formatShare(part, whole) {
  const w = Number(whole);
  return `${w ? ((100 * Number(part)) / w).toFixed(1) : '0.0'} %`;
}
