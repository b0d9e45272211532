// A landscape cell in words: its game, where it lies (the regime, the gcd, the band), its period
// by the mex rule beside the closed formula's prediction, its largest value, and where it came
// from (an atlas, or computed here); and a plane's key numbers for the caption.
import type { BandKind, Regime } from '../../pkg/asg_full.js';
import { BAND_KINDS, bandName, regimeOfCell, unknownCode } from '../text/codes.ts';
import type { Translator } from '../text/i18n.ts';
import { type Message, msg } from '../text/languages.ts';
import { runOn } from '../text/sentences.ts';
import type { Manifest } from './atlas.ts';
import type { Cell, Plane } from './plane.ts';

/** The regime a cell's number stands for; a number the core does not use is a fault. */
export function regimeNumbered(code: number): Regime {
  const regime = regimeOfCell(code);
  if (!regime) throw new Error(`unknown regime number ${code}`);
  return regime;
}

/** The band kind a cell's number stands for (codes.ts's order); a number the core does not use is a fault. */
function bandKindOf(cell: Cell): BandKind {
  const kind = BAND_KINDS[cell.bandKind];
  if (!kind) throw new Error(`unknown band kind number ${cell.bandKind}`);
  return kind;
}

/** Where the cell's game lies, as a message. */
function whereOf(cell: Cell): Message {
  const regime = regimeNumbered(cell.regime);
  const band = (): Message => msg(bandName(bandKindOf(cell)), { j: cell.band });
  switch (regime) {
    case 'primitive-quadratic':
      return msg('landscape-cell-regime');
    case 'non-primitive':
      return msg('landscape-cell-gcd', { gcd: cell.gcd, band: band() });
    case 'linear':
    case 'quadratic':
      return band();
    default:
      return unknownCode(regime, 'regime');
  }
}

/** A sentence about one cell, in the words of `t`. */
export function cellText(cell: Cell, t: Translator): string {
  const { a, delta, preperiod, period, maxValue, w0IsW, prediction, agrees } = cell;
  const where = whereOf(cell);
  if (Number.isNaN(period)) return t('landscape-cell-unknown', { a, delta, where, prediction });
  return t('landscape-cell', {
    a,
    delta,
    where,
    period,
    preperiod,
    prediction,
    mark: agrees === 1 ? '✓' : '✗',
    max: maxValue,
    w0: msg(w0IsW === 1 ? 'landscape-yes' : w0IsW === 0 ? 'landscape-no' : 'landscape-w0-unknown'),
  });
}

/** A cell found (or not yet: pending) in words, saying where it came from when `sourced` (an atlas is served). */
export function foundText(
  found: { cell: Cell; here: boolean } | null,
  a: number,
  delta: number,
  sourced: boolean,
  t: Translator,
): string {
  if (!found) return t('landscape-cell-pending', { a, delta });
  const words = cellText(found.cell, t);
  return sourced ? runOn(t.tag, words, t(found.here ? 'landscape-from-here' : 'landscape-from-atlas')) : words;
}

/** The key numbers of plane `p` for the caption; with an atlas, of the atlas and the `here` games computed here. */
export function planeCaption(p: Plane, m: Manifest | null, here: number): Message {
  if (m) {
    return msg('landscape-atlas-caption', {
      amax: Math.max(m.aMax, p.amax),
      dmax: Math.max(m.deltaMax, p.dmax),
      atlas: m.games,
      here,
    });
  }
  const [size, agree, unknown] = [p.size, p.agreeing, p.unknown];
  return msg('landscape-caption', {
    size,
    amax: p.amax,
    dmax: p.dmax,
    periods: p.maxPeriod ? msg('landscape-periods', { lo: p.minPeriod, hi: p.maxPeriod }) : msg('landscape-no-period'),
    regime: p.inRegime,
    agree,
    disagree: size - agree - unknown,
    unknown,
  });
}
