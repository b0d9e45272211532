// Presets: games worth a look, inside and outside the primitive quadratic regime, each with a
// name and a note on what to see (messages of the catalogue).
/** A game worth a look: (a, δ), the group of the menu, and the messages of its name and note. */
export interface Preset {
  readonly a: number;
  readonly delta: number;
  readonly group: 'preset-group-in' | 'preset-group-out';
  readonly name: string;
  readonly note: string;
}

/** Games worth a look, in the menu's order. */
export const PRESETS: readonly Preset[] = [
  { a: 5, delta: 7, group: 'preset-group-in', name: 'preset-5-7', note: 'preset-5-7-note' },
  { a: 2, delta: 3, group: 'preset-group-in', name: 'preset-2-3', note: 'preset-2-3-note' },
  { a: 7, delta: 12, group: 'preset-group-in', name: 'preset-7-12', note: 'preset-7-12-note' },
  { a: 101, delta: 150, group: 'preset-group-in', name: 'preset-101-150', note: 'preset-101-150-note' },
  { a: 5, delta: 4, group: 'preset-group-out', name: 'preset-5-4', note: 'preset-5-4-note' },
  { a: 5, delta: 11, group: 'preset-group-out', name: 'preset-5-11', note: 'preset-5-11-note' },
  { a: 5, delta: 16, group: 'preset-group-out', name: 'preset-5-16', note: 'preset-5-16-note' },
  { a: 6, delta: 9, group: 'preset-group-out', name: 'preset-6-9', note: 'preset-6-9-note' },
];
