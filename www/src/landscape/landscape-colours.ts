// The colours of the landscape: a cell's colour for each colouring (its period on Viridis, its
// regime, or whether the closed formula agrees with the mex rule), the period scale, and the
// legend that says what each colour means.
import type { Regime } from '../../pkg/asg_full.js';
import { el } from '../base/dom.ts';
import { cssVar, parseColour } from '../base/palette.ts';
import type { Colouring } from '../state/state.ts';
import { REGIMES as CORE_REGIMES, regimeKeyName, unknownCode } from '../text/codes.ts';
import { formatWhole } from '../text/format.ts';
import type { Translator } from '../text/i18n.ts';
import { flag, missingOf } from './columns.ts';
import type { Plane } from './plane.ts';

/** The legend's messages of the regimes, in the order of the core's cell numbers (from text/codes.ts). */
export const REGIMES: readonly string[] = CORE_REGIMES.map(regimeKeyName);

/** What the period column holds for a cell with no period found. */
const PERIOD_MISSING = missingOf('period');

/** Viridis, sampled: readable in colour and in grey, and for the common colour-vision types. */
const VIRIDIS: readonly (readonly [number, number, number])[] = [
  [68, 1, 84],
  [72, 40, 120],
  [62, 73, 137],
  [49, 104, 142],
  [38, 130, 142],
  [31, 158, 137],
  [53, 183, 121],
  [110, 206, 88],
  [181, 222, 43],
  [253, 231, 37],
];

/** VIRIDIS's stops end to end, three bytes each. */
const VIRIDIS_FLAT = Uint8Array.from(VIRIDIS.flat());

/** Steps of Viridis's table: finer than a channel's 256 levels between two stops. */
const VIRIDIS_STEPS = 1024;

/** Viridis at step i of VIRIDIS_STEPS − 1, interpolated between its stops, as 0xRRGGBB. */
function viridisAt(i: number): number {
  const x = (i / (VIRIDIS_STEPS - 1)) * (VIRIDIS.length - 1);
  const s = Math.min(VIRIDIS.length - 2, Math.floor(x));
  const f = x - s;
  let rgb = 0;
  for (let k = 0; k < 3; k++) {
    const [v, w] = [VIRIDIS_FLAT[3 * s + k] ?? 0, VIRIDIS_FLAT[3 * s + 3 + k] ?? 0];
    rgb = (rgb << 8) | Math.round(v + (w - v) * f);
  }
  return rgb;
}

/** Viridis in VIRIDIS_STEPS steps, made once. */
const VIRIDIS_TABLE = Uint32Array.from({ length: VIRIDIS_STEPS }, (_, i) => viridisAt(i));

/**
 * Viridis at t in [0, 1] as 0xRRGGBB: a look-up (the landscape repaints every cell with it when
 * its scale changes, and an atlas tile's picture calls it per block).
 */
export function viridisRgb(t: number): number {
  return VIRIDIS_TABLE[Math.round(Math.max(0, Math.min(1, t)) * (VIRIDIS_STEPS - 1))] ?? 0;
}

/** Viridis at t as CSS colour text. */
function viridis(t: number): string {
  return `#${viridisRgb(t).toString(16).padStart(6, '0')}`;
}

/** The theme's colour (a custom property) of each regime. */
function regimeColour(regime: Regime): string {
  switch (regime) {
    case 'primitive-quadratic':
      return '--asg-w2';
    case 'non-primitive':
      return '--asg-w3';
    case 'linear':
      return '--asg-gap2';
    case 'quadratic':
      return '--asg-w1';
    default:
      return unknownCode(regime, 'regime');
  }
}

/** The colours of one draw, read from the theme once. */
export interface ChartColours {
  readonly regimes: ReadonlyMap<Regime, string>;
  readonly grey: string;
  readonly agree: string;
  readonly differ: string;
  readonly background: string;
}

/** The colours of the theme in force at `canvas`. */
export function chartColours(canvas: Element): ChartColours {
  const css = (name: string, fallback: string): string => cssVar(canvas, name, fallback);
  return {
    regimes: new Map(CORE_REGIMES.map((r) => [r, css(regimeColour(r), '#888')])),
    grey: css('--asg-gap4', '#999'),
    agree: css('--asg-w2', '#0a0'),
    differ: css('--asg-gap1', '#d00'),
    background: css('--asg-bg', '#fff'),
  };
}

/** The colours as one text, to tell whether they changed since the last draw. */
export function coloursKey(c: ChartColours): string {
  return [...c.regimes.values(), c.grey, c.agree, c.differ, c.background].join();
}

/** A colour as CSS text or 0xRRGGBB, as 0xRRGGBB (each text parsed once). */
export function rgbOf(): (c: string | number) => number {
  const parsed = new Map<string, number>();
  return (c) => {
    if (typeof c === 'number') return c;
    const known = parsed.get(c) ?? parseColour(c);
    parsed.set(c, known);
    return known;
  };
}

/**
 * The colour of each cell of `plane` in `colouring`, as 0xRRGGBB (periods on the scale [lo, hi]):
 * what a picture asks of every cell, so the theme's colours are parsed, each code's colour found
 * and the scale's logarithms taken once, not per cell.
 */
export function cellColours(
  plane: Plane,
  colouring: Colouring,
  colours: ChartColours,
  [lo, hi]: readonly [number, number],
): (k: number) => number {
  const { columns } = plane;
  const grey = parseColour(colours.grey);
  switch (colouring) {
    case 'regime': {
      // By the core's number of each regime (CORE_REGIMES is in that order).
      const byCode = CORE_REGIMES.map((r) => parseColour(colours.regimes.get(r) ?? colours.grey));
      return (k) => byCode[columns.regime[k] ?? -1] ?? grey;
    }
    case 'agreement': {
      const [agree, differ] = [parseColour(colours.agree), parseColour(colours.differ)];
      return (k) => {
        const agrees = flag(columns, 'agreement', k);
        return agrees === -1 ? grey : agrees === 1 ? agree : differ;
      };
    }
    case 'period': {
      const periods = columns.period;
      const logLo = Math.log(lo);
      const span = Math.max(1e-9, Math.log(hi) - logLo);
      return (k) => {
        const period = periods[k];
        return period === undefined || period === PERIOD_MISSING ? grey : viridisRgb((Math.log(period) - logLo) / span);
      };
    }
    default:
      return unknownCode(colouring, 'colouring');
  }
}

/** The legend's entries for `colouring`: a swatch and what it means (periods on the scale [lo, hi]). */
export function legendItems(
  colouring: Colouring,
  colours: ChartColours,
  [lo, hi]: readonly [number, number],
  t: Translator,
): HTMLElement[] {
  const item = (colour: string, text: string): HTMLElement =>
    el('span', { class: 'asg-landscape-key' }, el('i', { 'data-colour': colour }), text);
  switch (colouring) {
    case 'regime':
      return CORE_REGIMES.map((r) => item(colours.regimes.get(r) ?? colours.grey, t(regimeKeyName(r))));
    case 'agreement':
      return [
        item(colours.agree, t('landscape-key-agree')),
        item(colours.differ, t('landscape-key-differ')),
        item(colours.grey, t('landscape-no-period')),
      ];
    case 'period':
      return [0, 0.5, 1].map((at) =>
        item(viridis(at), formatWhole(Math.exp(Math.log(lo) + at * (Math.log(hi) - Math.log(lo))), t.tag)),
      );
    default:
      return unknownCode(colouring, 'colouring');
  }
}
