// The core's codes as the page names them: regimes, residue regions, band kinds and gap kinds,
// each in one exhaustive switch, so that a code the core adds fails the type check until the
// page says it. The cells of the landscape and the gap lists carry theirs as numbers.
import type { AdditiveInfo } from '../../pkg/asg.js';
import type { BandKind, GapKind, Regime, ResidueRegion } from '../../pkg/asg_full.js';
import { type Message, msg } from './languages.ts';

/** Fails the type check where a switch over a code misses one; at run time, names the stray code. */
export function unknownCode(code: never, what: string): never {
  throw new Error(`unknown ${what}: ${String(code)}`);
}

/** The regimes, in the order of the numbers the landscape's cells carry (LandscapeColumns.regime). */
export const REGIMES: readonly Regime[] = ['primitive-quadratic', 'non-primitive', 'linear', 'quadratic'];

/** The regime a landscape cell's number stands for, or null for a number the core does not use. */
export function regimeOfCell(code: number): Regime | null {
  return REGIMES[code] ?? null;
}

/** The landscape's legend entry (a message) for each regime. */
export function regimeKeyName(regime: Regime): string {
  switch (regime) {
    case 'primitive-quadratic':
      return 'landscape-key-regime';
    case 'non-primitive':
      return 'landscape-key-gcd';
    case 'linear':
      return 'landscape-key-linear';
    case 'quadratic':
      return 'landscape-key-quadratic';
    default:
      return unknownCode(regime, 'regime');
  }
}

/** The regions of the residue trapezoid, left to right. */
export const REGIONS: readonly ResidueRegion[] = ['left-restricted', 'unrestricted', 'right-restricted'];

/** The message naming each region of the trapezoid. */
export function regionName(region: ResidueRegion): string {
  switch (region) {
    case 'left-restricted':
      return 'region-left';
    case 'unrestricted':
      return 'region-unrestricted';
    case 'right-restricted':
      return 'region-right';
    default:
      return unknownCode(region, 'residue region');
  }
}

/** The band kinds, in the order of the numbers the landscape's cells carry (LandscapeColumns.bandKind). */
export const BAND_KINDS: readonly BandKind[] = ['linear', 'quadratic'];

/** The message saying a band of each kind (it takes the band's `j`). */
export function bandName(kind: BandKind): string {
  switch (kind) {
    case 'linear':
      return 'regime-linear';
    case 'quadratic':
      return 'regime-quadratic';
    default:
      return unknownCode(kind, 'band kind');
  }
}

/** The gap kinds, as the core numbers them in a GapList (0 … 4). */
export const GAP_KINDS: readonly GapKind[] = [0, 1, 2, 3, 4];

/** The gap kind a GapList's number stands for, or null for a number the core does not use. */
export function gapKindOf(code: number): GapKind | null {
  return GAP_KINDS[code] ?? null;
}

/** A gap kind's length as a formula (the same in every language), or null for "other", which is a message. */
export function gapKindFormula(kind: GapKind): '1' | 'a+1' | 'b+1' | 'a+b+1' | null {
  switch (kind) {
    case 0:
      return '1';
    case 1:
      return 'a+1';
    case 2:
      return 'b+1';
    case 3:
      return 'a+b+1';
    case 4:
      return null;
    default:
      return unknownCode(kind, 'gap kind');
  }
}

/**
 * Where a game outside the regime lies, as a message: its gcd when it is not 1, and the band of
 * its reduced game (observed, not proven), the core's.
 */
export function regimeText(i: Pick<AdditiveInfo, 'gcd' | 'band' | 'reduced'>): Message {
  const band = msg(bandName(i.band.kind), { j: i.band.j });
  if (i.gcd > 1n) return msg('regime-gcd', { gcd: i.gcd, a: i.reduced.a, delta: i.reduced.delta, band });
  return band;
}
