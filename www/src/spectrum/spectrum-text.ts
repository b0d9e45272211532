// The spectrum's words: the marked k with their captions, what the pointer is over, the k in
// focus, the caption under the view, and the torus's terms and sum, as messages of the catalogue
// with the core's numbers.
import type { AdditiveInfo, ShiftExplanation, ShiftTerm, Spectrum } from '../../pkg/asg_full.js';
import { formatDecimal } from '../text/format.ts';
import type { Translator } from '../text/i18n.ts';
import { type Message, msg } from '../text/languages.ts';
import type { BarMark } from './bar-marks.ts';
import type { BarsPoint } from './bars.ts';

/** C(k)/(a·d) as the language writes a decimal (three places at most); null outside the regime. */
export function ratio(t: Translator, count: bigint, info: Pick<AdditiveInfo, 'windowsPerPeriod'>): string | null {
  const ad = info.windowsPerPeriod;
  if (ad === null || ad === 0n) return null;
  return formatDecimal(Number(count) / Number(ad), 3, t.tag);
}

/** The k marked on the bars: a, b and a + b (zero: moves), δ (Theorem 7, in the regime), the middle of the period and p. */
export function marksOf(t: Translator, info: AdditiveInfo, spectrum: Spectrum): BarMark[] {
  const p = spectrum.period;
  const marks: BarMark[] = [
    { k: info.a, label: t('spectrum-mark-move', { name: 'a', k: info.a }), zero: true },
    { k: info.b, label: t('spectrum-mark-move', { name: 'b', k: info.b }), zero: true },
    { k: info.moves[2], label: t('spectrum-mark-move', { name: 'a + b', k: info.moves[2] }), zero: true },
  ];
  if (info.proven && info.windowsPerPeriod !== null)
    marks.push({ k: info.delta, label: t('spectrum-mark-delta', { k: info.delta, count: info.windowsPerPeriod }) });
  marks.push({ k: p / 2n, label: t('spectrum-mark-middle') });
  marks.push({ k: p, label: t('spectrum-mark-period', { k: p }) });
  return marks.filter((m) => m.k >= 1n && m.k <= p).sort((x, y) => (x.k < y.k ? -1 : x.k > y.k ? 1 : 0));
}

/** What the pointer is over: one k with C(k) (and C(k)/(a·d)), or a column of many with their largest and total. */
export function tipOf(t: Translator, point: BarsPoint, info: AdditiveInfo): string {
  if (point.hi - point.lo === 1n) {
    const r = ratio(t, point.largest, info);
    const one = t('spectrum-tip-one', { k: point.lo, count: point.largest });
    return r === null ? one : `${one} · ${t('spectrum-tip-ratio', { ratio: r })}`;
  }
  return t('spectrum-tip-many', { lo: point.lo, hi: point.hi - 1n, largest: point.largest, total: point.total });
}

/** What opening shift `k` shows: the collision windows at k = δ, else pairs of P-positions k apart. */
export function shows(k: bigint, info: Pick<AdditiveInfo, 'delta'>): 'windows' | 'pairs' {
  return k === info.delta ? 'windows' : 'pairs';
}

/** The k in focus, said (for the live region under the bars). */
export function focusText(t: Translator, k: bigint, count: bigint, info: AdditiveInfo): string {
  const r = ratio(t, count, info);
  const shown = shows(k, info);
  return r === null
    ? t('spectrum-focus-counted', { k, count, what: shown })
    : t('spectrum-focus', { k, count, ratio: r, what: shown });
}

/** The caption under the view. */
export function captionOf(info: AdditiveInfo, spectrum: Spectrum): Message {
  const args = { a: info.a, b: info.b, ab: info.moves[2], delta: info.delta, period: spectrum.period };
  if (spectrum.proven && info.windowsPerPeriod !== null)
    return msg('caption-spectrum', { ...args, windows: info.windowsPerPeriod, d: info.d });
  return msg('caption-spectrum-counted', { ...args, ppositions: spectrum.zerosPerPeriod });
}

/** One term of C(k) as a message: its lag j, carries, where it lands and its rectangle's area. */
export function termMessage(term: ShiftTerm, k: bigint): Message {
  return msg('torus-term', {
    j: term.j,
    e1: term.e1,
    e2: term.e2,
    wj: term.wj,
    k,
    alo: term.modA[0],
    ahi: term.modA[1],
    dlo: term.modDelta[0],
    dhi: term.modDelta[1],
    area: term.area,
  });
}

/** The terms' areas added up to C(k), or why there are none. */
export function sumText(t: Translator, why: ShiftExplanation, info: AdditiveInfo): string {
  if (!why.terms.length) {
    const move = info.moves.some((m) => why.k % why.period === m % why.period);
    return t(move ? 'torus-none-move' : 'torus-none', { k: why.k });
  }
  if (why.terms.length === 1) return t('torus-sum-one', { count: why.count, k: why.k });
  const sum = why.terms.map((term) => t.whole(term.area)).join(' + ');
  return t('torus-sum', { sum, count: why.count, k: why.k });
}

/** The four areas of a term's rectangles, said (the torus canvas's text alternative). */
export function areasText(t: Translator, why: ShiftExplanation, focus: number | null): string {
  const term = focus === null ? undefined : why.terms[focus];
  if (!term) return t('torus-label-none', { k: why.k, count: why.count });
  const [a00 = 0n, a10 = 0n, a01 = 0n, a11 = 0n] = term.areas;
  return t('torus-label', { k: why.k, j: term.j, a00, a10, a01, a11, count: why.count });
}
