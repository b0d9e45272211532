// Digits as a reader types them: every Unicode decimal digit (\p{Nd}) read as the ASCII digit of
// the same value, so that every field that takes a whole number reads １２ (full-width, as Chinese
// and Japanese input methods type it), ١٢ (Arabic-Indic) or १२ (Devanagari) as 12. No DOM.

/** Any decimal digit, of any script. */
const DIGIT = /\p{Nd}/u;
const DIGITS = /\p{Nd}/gu;

/** The code point of each run's zero, by a code point of the run (found once). */
const zeros = new Map<number, number>();

/**
 * The zero of the decimal digit at code point `cp`. Unicode encodes every script's decimal digits
 * as runs of ten in ascending order (0 … 9, a stability policy), some runs side by side (the five
 * sets of mathematical digits): the zero is at a multiple of ten from the first digit of the
 * unbroken stretch of digits that holds `cp`.
 */
function zeroOf(cp: number): number {
  const known = zeros.get(cp);
  if (known !== undefined) return known;
  let first = cp;
  while (first > 0 && DIGIT.test(String.fromCodePoint(first - 1))) first--;
  const zero = first + Math.floor((cp - first) / 10) * 10;
  zeros.set(cp, zero);
  return zero;
}

/** `text` with every decimal digit of any script written as its ASCII digit; everything else as it was. */
export function asciiDigits(text: string): string {
  // Most text is ASCII already: nothing to look at.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the whole ASCII range, NUL included
  if (/^[\u0000-\u007f]*$/.test(text)) return text;
  return text.replace(DIGITS, (d) => {
    const cp = d.codePointAt(0) ?? 0;
    return cp < 0x80 ? d : String(cp - zeroOf(cp));
  });
}
