// Where a mark's label goes on the number line: right beside the line of the heap it names, so
// that it is read as that heap's. In the bottom row first, clear of the lane names at its left
// and of the labels already placed; where those leave no room beside the line (a heap under the
// lane names, two moves a few heaps apart), at the top of the band, still beside it. Only where
// neither row has room does it go further right in the bottom row, past what is in its way.

/** A label placed: its left and right edges and its top, in device pixels. */
export interface Placed {
  readonly left: number;
  readonly right: number;
  readonly y: number;
}

/** The rows a label may take (their tops), where the lane names end, and the gap kept between things. */
export interface Rows {
  readonly bottom: number;
  readonly top: number;
  readonly namesEnd: number;
  readonly gap: number;
}

/** The place of a label `width` wide for the line at `x`, given the labels `placed` (to which it is added). */
export function placeLabel(x: number, width: number, rows: Rows, placed: Placed[]): Placed {
  const { bottom, top, namesEnd, gap } = rows;
  const clear = (left: number, y: number) =>
    placed.every((p) => p.y !== y || left >= p.right + gap || p.left >= left + width + gap);
  const beside = x + gap;
  let at: Placed | undefined = [bottom, top]
    .filter((y) => (y === top || beside >= namesEnd + gap) && clear(beside, y))
    .map((y) => ({ left: beside, right: beside + width, y }))[0];
  if (!at) {
    // Past the lane names and any label already where it would go, in the bottom row.
    let left = Math.max(beside, namesEnd + gap);
    for (const p of placed) if (p.y === bottom && left < p.right + gap && p.left < left + width) left = p.right + gap;
    at = { left, right: left + width, y: bottom };
  }
  placed.push(at);
  return at;
}
