// Text of an export's sheet broken into lines as its language breaks them: at spaces, after any
// CJK character (with its closing marks), never inside a relation ("a = 5,"), and a unit longer
// than a line (an address) by characters.

/** A piece of a line of text: its text, where it starts (device px) and its font. */
export interface Piece {
  text: string;
  readonly x: number;
  readonly font: string;
}

/** Characters that break anywhere (CJK), and closing marks that stay with the one before. */
const UNITS =
  /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef][、。，．）」』！？：；]*\s*|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+\s*|\s+/gu;

/** Relations, which stay on one line with what stands on both sides of them ("a = 5"). */
const RELATION = /^[=≤≥<>≠−+×]$/;

/** The units of `text` a line may break after (none inside "a = 5,"). */
function unitsOf(text: string): string[] {
  const out: string[] = [];
  for (const unit of text.match(UNITS) ?? []) {
    const last = out.at(-1);
    if (last !== undefined && (RELATION.test(unit.trim()) || RELATION.test(last.trim().slice(-1))))
      out[out.length - 1] = last + unit;
    else out.push(unit);
  }
  return out;
}

/** Where runs are laid out: the first line from `x`, the others from `left`, all up to `right` (device px). */
export interface WrapBox {
  readonly x: number;
  readonly left: number;
  readonly right: number;
  /** The width of `text` in `font`. */
  measure(text: string, font: string): number;
}

/**
 * Lays out runs { text, font } in `box`; returns lines of pieces { text, x, font } and where the
 * last line ends.
 */
export function wrap(
  runs: readonly { readonly text: string; readonly font: string }[],
  box: WrapBox,
): { lines: Piece[][]; end: number } {
  const { left, right, measure } = box;
  let x = box.x;
  let line: Piece[] = [];
  const lines = [line];
  const place = (text: string, font: string): void => {
    const w = measure(text, font);
    // A unit that does not fit starts the next line (unless the line is empty).
    if (x + measure(text.trimEnd(), font) > right && line.length) {
      line = [];
      lines.push(line);
      x = left;
    }
    const last = line.at(-1);
    if (last && last.font === font) last.text += text;
    else line.push({ text, x, font });
    x += w;
  };
  for (const { text, font } of runs)
    for (const unit of unitsOf(text)) {
      if (measure(unit.trimEnd(), font) <= right - left) place(unit, font);
      else for (const ch of unit) place(ch, font); // longer than a line (an address): by characters
    }
  return { lines, end: x };
}
