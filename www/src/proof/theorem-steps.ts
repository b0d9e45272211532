// Why Theorem 1 holds for every game of the regime, in six steps with the game on show's numbers
// (the core's ProofSteps): gaps; no move joins two P-positions (the lag formula's table); each
// class reaches the values below it (the cases by torus cell); every heap has a class (counting,
// where gcd(a, δ) = 1 is used); a collision window holds one (a+1)-gap; c(r) from L and R. Each
// step can put an example on the number line and ends with what the certificate checked of it.
import type {
  CaseCheck,
  CertificateResult,
  Difference,
  DutiesAt,
  ProofSteps,
  ResidueRow,
  WitnessCase,
} from '../../pkg/asg_full.js';
import { el, fill } from '../base/dom.ts';
import type { Mark } from '../state/context.ts';
import type { View } from '../state/state.ts';
import type { TermMaker, Translator } from '../text/i18n.ts';
import { listOf, type Message, msg } from '../text/languages.ts';
import { CLASS_NAMES } from './certificate.ts';
import type { FullGameOnShow } from './lane-frame.ts';

/** What the steps ask of the proof views. */
export interface StepsHandlers {
  /** A heap's check on the number line: it and its options, with their classes. */
  showHeap(at: DutiesAt): void;
  /** Heaps marked on the number line, zoomed to them. */
  mark(marks: readonly Mark[]): void;
  /** Another view of the explorer (the residues, the spectrum's torus, the count check). */
  open(view: View): void;
}

/** The six steps of the proof, for the game on show. */
export class TheoremSteps {
  readonly root: HTMLElement;
  /** The game whose steps are on show (they are made once per game; the reader's open steps stay open). */
  private game: FullGameOnShow['game'] | null = null;
  /** The certificate once counted, and what fills in the lines that wait for it. */
  private result: CertificateResult | null = null;
  private waiting: ((result: CertificateResult) => void)[] = [];

  constructor(
    private readonly t: Translator,
    private readonly term: TermMaker,
    private readonly on: StepsHandlers,
  ) {
    this.root = el('section', { class: 'asg-theorem-steps', 'aria-labelledby': 'asg-steps-title' });
  }

  /**
   * The steps for `full` (in the regime), made once per game, and what `result` (the certificate,
   * once counted) checked of them, filled in where it waits.
   */
  show(full: FullGameOnShow, steps: ProofSteps, result: CertificateResult | null): void {
    const { t, term } = this;
    if (this.game !== full.game) {
      this.game = full.game;
      this.result = null;
      this.waiting = [];
      const title = el('h3', { id: 'asg-steps-title' }, t('proof-steps-title'));
      fill(
        this.root,
        title,
        el('p', {}, t.nodes('proof-steps-intro', {}, term)),
        this.gaps(full, steps),
        this.moves(full, steps),
        this.reach(full, steps),
        this.fill(full, steps),
        this.window(full, steps),
        this.residues(full, steps),
      );
    }
    if (result && !this.result) {
      this.result = result;
      for (const fillIn of this.waiting) fillIn(result);
      this.waiting = [];
    }
  }

  /** The certificate could not be counted (a game too large for it): the lines waiting for it say so. */
  uncounted(): void {
    for (const line of this.root.querySelectorAll<HTMLElement>('[data-checked="waiting"]')) {
      line.dataset.checked = 'none';
      line.textContent = this.t('proof-checked-none');
    }
    this.waiting = [];
  }

  /** Forgets the steps on show (a new game, or none). */
  clear(): void {
    this.game = null;
    this.result = null;
    this.waiting = [];
    this.root.replaceChildren();
  }

  /** Runs `fillIn` with the certificate: now if it is counted, else once it is. */
  private whenCounted(fillIn: (result: CertificateResult) => void): void {
    if (this.result) fillIn(this.result);
    else this.waiting.push(fillIn);
  }

  /** A step: a heading that folds it, its paragraphs, and its buttons. */
  private step(n: number, title: string, open: boolean, ...body: (Node | Node[] | null)[]): HTMLElement {
    return el(
      'details',
      { class: 'asg-step', open, 'data-step': String(n) },
      el('summary', {}, el('h4', {}, this.t(title))),
      ...body.flat().filter((b): b is Node => b !== null),
    );
  }

  private para(message: Message): HTMLElement {
    return el('p', {}, this.t.nodes(message, this.term));
  }

  private button(label: Message, onclick: () => void): HTMLElement {
    return el('button', { type: 'button', onclick }, this.t(label));
  }

  /** A line saying what the certificate checked: ✓ (or ✗, which the regime never shows) and what; a note until it is counted. */
  private checked(ok: (r: CertificateResult) => boolean, what: Message): Node {
    const { t, term } = this;
    const line = el('p', { class: 'asg-hint', 'data-checked': 'waiting' }, t('proof-checked-waiting'));
    this.whenCounted((result) => {
      const holds = ok(result);
      line.className = holds ? 'asg-proof-ok' : 'asg-proof-fails';
      line.dataset.checked = String(holds);
      fill(
        line,
        el('span', { 'aria-hidden': 'true' }, holds ? '✓ ' : '✗ '),
        t.nodes(msg(holds ? 'proof-checked-ok' : 'proof-checked-fails', { what }), term),
      );
    });
    return line;
  }

  /** Step 1: the four gap lengths, from the formula. */
  private gaps({ info }: FullGameOnShow, s: ProofSteps): HTMLElement {
    const [a1, b1, ab1] = s.gaps;
    const firsts = s.gaps.map((g) =>
      msg('proof-gap-example', { length: g.length, n: g.index, from: g.from, to: g.to }),
    );
    return this.step(
      1,
      'proof-step-gaps-title',
      true,
      this.para(
        msg('proof-step-gaps', {
          a: s.a,
          b: s.b,
          delta: s.delta,
          index: s.indexPeriod,
          a1: a1?.length ?? 0n,
          b1: b1?.length ?? 0n,
          ab1: ab1?.length ?? 0n,
        }),
      ),
      this.para(msg('proof-step-gaps-first', { gaps: listOf(firsts) })),
      this.para(msg('proof-step-gaps-lane', { lengths: listOf([...(info.gapLengths ?? [])]) })),
      el(
        'div',
        { class: 'asg-inline' },
        // The first gap of each longer kind, its two ends marked.
        this.button(msg('proof-show'), () =>
          this.on.mark(
            s.gaps.flatMap((g) => [
              { heap: g.from, label: `w${sub(g.index)}`, main: true },
              { heap: g.to, label: `w${sub(g.index + 1n)}` },
            ]),
          ),
        ),
      ),
    );
  }

  /** Step 2: no difference of two P-positions is a, b or a + b; anti-collision for every class. */
  private moves(full: FullGameOnShow, s: ProofSteps): HTMLElement {
    // A P-position to show: the first of W0 past the moves, with its three options.
    const example = full.game.firstWithValue(0, full.info.moves[2]);
    return this.step(
      2,
      'proof-step-moves-title',
      false,
      this.para(msg('proof-step-moves')),
      this.differences(s.moves),
      el(
        'ul',
        {},
        ['proof-step-moves-a', 'proof-step-moves-b', 'proof-step-moves-ab'].map((id) =>
          el('li', {}, this.t.nodes(msg(id, { run: s.longestRun, a: s.a, b: s.b, delta: s.delta }), this.term)),
        ),
      ),
      this.para(msg('proof-step-moves-classes')),
      this.checked((r) => r.certificate.classes.every((c) => c.antiCollisionFailure === null), msg('proof-what-anti')),
      example === undefined
        ? null
        : el(
            'div',
            { class: 'asg-inline' },
            this.button(msg('proof-show-p', { heap: example }), () => this.on.showHeap(full.game.dutiesAt(example))),
          ),
    );
  }

  /** The ways to make each difference: A, D, the lag j, what j numbers hold, and whether it fits. */
  private differences(differences: readonly Difference[]): HTMLElement {
    const { t } = this;
    const range = ([lo, hi]: [bigint, bigint]) => (lo === hi ? t.whole(lo) : t('proof-holds-range', { lo, hi }));
    // A count that j numbers cannot hold is marked, in the count and in what they hold.
    const holds = (k: bigint, [lo, hi]: [bigint, bigint]) => lo <= k && k <= hi;
    const mark = (fits: boolean) => (fits ? {} : { class: 'asg-proof-fails' });
    const rows = differences.flatMap((d) =>
      d.rows.map((r, i) =>
        el(
          'tr',
          { 'data-possible': String(r.possible) },
          i === 0 ? el('th', { scope: 'rowgroup', rowspan: String(d.rows.length) }, t.whole(d.s)) : null,
          // The answer first, so that a narrow screen shows it without scrolling.
          el(
            'td',
            { class: r.possible ? 'asg-proof-ok' : 'asg-proof-fails' },
            t(r.possible ? 'proof-fits' : 'proof-no-fit'),
          ),
          el('td', { class: 'asg-num', ...mark(holds(r.multiplesOfA, r.aHolds)) }, t.whole(r.multiplesOfA)),
          el('td', { class: 'asg-num', ...mark(holds(r.multiplesOfDelta, r.deltaHolds)) }, t.whole(r.multiplesOfDelta)),
          el('td', { class: 'asg-num' }, t.whole(r.lag)),
          el('td', mark(holds(r.multiplesOfA, r.aHolds)), range(r.aHolds)),
          el('td', mark(holds(r.multiplesOfDelta, r.deltaHolds)), range(r.deltaHolds)),
        ),
      ),
    );
    const caption = t('proof-differences-caption', { s: listOf(differences.map((d) => d.s)) });
    return el(
      'div',
      // Scrolled sideways on a narrow screen, so reachable by the keyboard too.
      { class: 'asg-table-scroll', tabindex: '0', role: 'region', 'aria-label': caption },
      el(
        'table',
        { class: 'asg-differences' },
        el('caption', {}, caption),
        el(
          'thead',
          {},
          el(
            'tr',
            {},
            [
              'proof-diff-s',
              'proof-diff-fits',
              'proof-diff-a',
              'proof-diff-d',
              'proof-diff-j',
              'proof-diff-holds-a',
              'proof-diff-holds-d',
            ].map((id) => el('th', { scope: 'col' }, t(id))),
          ),
        ),
        el('tbody', {}, rows),
      ),
      el('p', { class: 'asg-hint' }, t('proof-differences-note')),
    );
  }

  /** Step 3: the lags, and the cases by torus cell with their options and counts. */
  private reach(full: FullGameOnShow, s: ProofSteps): HTMLElement {
    const { t } = this;
    const lags = s.lags.map((l) =>
      el(
        'li',
        {},
        t.nodes(
          msg('proof-lag', {
            name: l.name,
            lag: l.lag,
            wj: l.wj,
            a: s.a,
            b: s.b,
            ca: l.carryA,
            cd: l.carryDelta,
            caBound: `${symbolOf(s, l.carryA)} = ${t.whole(l.carryA)}`,
            cdBound: `${symbolOf(s, l.carryDelta)} = ${t.whole(l.carryDelta)}`,
          }),
          this.term,
        ),
      ),
    );
    const rows = s.cases.map((c, i) => this.caseRow(full, s, c, i));
    return this.step(
      3,
      'proof-step-reach-title',
      false,
      this.para(msg('proof-step-reach')),
      el('ul', { class: 'asg-lags' }, lags),
      el(
        'div',
        { class: 'asg-table-scroll', tabindex: '0', role: 'region', 'aria-label': t('proof-cases-caption') },
        el(
          'table',
          { class: 'asg-cases' },
          el('caption', {}, t('proof-cases-caption')),
          el(
            'thead',
            {},
            el(
              'tr',
              {},
              [
                'proof-case-class',
                'proof-case-mod-a',
                'proof-case-mod-d',
                'proof-case-options',
                'proof-case-per',
                'proof-case-found',
                'proof-case-example',
              ].map((id) => el('th', { scope: 'col' }, t(id))),
            ),
          ),
          el('tbody', {}, rows),
        ),
      ),
      this.example(s),
      this.para(msg('proof-step-reach-cells', { index: s.indexPeriod, windows: s.windows, w3: s.w3 })),
      this.checked(
        (r) =>
          r.certificate.classes.every((c) => c.reachabilityFailure === null) &&
          r.cases.every((c, i) => c.missed === 0n && c.found === s.cases[i]?.perPeriod),
        msg('proof-what-reach'),
      ),
    );
  }

  /** How to read a row of step 3: the first case of W2, worked out with the lag that makes it. */
  private example(s: ProofSteps): HTMLElement | null {
    const c = s.cases.find((k) => k.class === 2);
    const [zero, one] = c?.witnesses ?? [];
    const lag = s.lags.find((l) => l.lag === zero?.lag);
    if (!zero || !one || !lag) return null;
    return this.para(
      msg('proof-reach-example', {
        lag: lag.lag,
        wj: lag.wj,
        a: s.a,
        b: s.b,
        sum: zero.difference,
        take0: zero.take,
        take1: one.take,
      }),
    );
  }

  /** One case of step 3: its class, its cell, its options, its heaps per period and those found. */
  private caseRow(full: FullGameOnShow, s: ProofSteps, c: WitnessCase, i: number): HTMLElement {
    const { t } = this;
    const [aLo, aHi] = c.modA;
    const [dLo, dHi] = c.modDelta;
    // A bound by its letter and its value (d = 2, a = 5): the rule is the same in every game.
    const bound = (n: bigint) => `${symbolOf(s, n)} = ${t.whole(n)}`;
    const cell = (lo: bigint, hi: bigint, top: bigint) =>
      lo === 0n && hi === top
        ? t('proof-mod-any')
        : lo === 0n
          ? t('proof-mod-below', { hi: bound(hi) })
          : t('proof-mod-from', { lo: bound(lo) });
    // Each cell says what it is on a narrow screen, where the rows stand as cards (css).
    const label = (id: string) => ({ 'data-label': t(id) });
    const options = c.witnesses.map((w) => t('proof-witness', { take: w.take, cls: CLASS_NAMES[w.value], lag: w.lag }));
    // What the certificate found of this case, and an example heap, once it is counted.
    const found = el('td', { class: 'asg-num', 'data-label': t('proof-case-found') }, '…');
    const example = el('td', { 'data-label': t('proof-case-example') });
    const row = el(
      'tr',
      { 'data-class': String(c.class), 'data-found': '' },
      el('th', { scope: 'row' }, CLASS_NAMES[c.class]),
      el('td', label('proof-case-mod-a'), cell(aLo, aHi, s.a)),
      el('td', label('proof-case-mod-d'), cell(dLo, dHi, s.delta)),
      el(
        'td',
        label('proof-case-options'),
        options.map((o) => el('div', {}, o)),
      ),
      el('td', { class: 'asg-num', ...label('proof-case-per') }, t.whole(c.perPeriod)),
      found,
      example,
    );
    this.whenCounted((result) => {
      const check: CaseCheck | undefined = result.cases[i];
      if (!check) return;
      row.dataset.found = String(check.found);
      found.textContent = t.whole(check.found);
      const heap = check.example;
      if (heap !== null)
        fill(
          example,
          el(
            'button',
            { type: 'button', class: 'asg-link', onclick: () => this.on.showHeap(full.game.dutiesAt(heap)) },
            t('proof-case-show', { heap }),
          ),
        );
    });
    return row;
  }

  /** Step 4: the classes fill every period; where gcd(a, δ) = 1 is used. */
  private fill(_full: FullGameOnShow, s: ProofSteps): HTMLElement {
    return this.step(
      4,
      'proof-step-fill-title',
      false,
      this.para(msg('proof-step-fill', { period: s.heapPeriod, index: s.indexPeriod, windows: s.windows, w3: s.w3 })),
      this.para(msg('proof-step-fill-gcd', { a: s.a, delta: s.delta, index: s.indexPeriod })),
      this.checked((r) => r.certificate.partitionFailure === null, msg('proof-what-partition')),
      el(
        'div',
        { class: 'asg-inline' },
        this.button(msg('proof-open-torus'), () => this.on.open('spectrum')),
      ),
    );
  }

  /** Step 5: a collision window holds one (a+1)-gap: the table for s = δ. */
  private window(full: FullGameOnShow, s: ProofSteps): HTMLElement {
    const run = full.game.nextWindowRun(s.delta, 0n);
    return this.step(
      5,
      'proof-step-window-title',
      false,
      this.para(
        msg('proof-step-window', {
          delta: s.delta,
          d: s.d,
          a1: s.gaps[0]?.length ?? 0n,
          ones: s.windowOnes,
          windows: s.windows,
        }),
      ),
      this.differences([s.window]),
      el(
        'div',
        { class: 'asg-inline' },
        run
          ? this.button(msg('proof-show-window', { lower: run.lower, upper: run.upper }), () =>
              this.on.mark([
                { heap: run.lower, label: 'wₘ', main: true },
                { heap: run.upper, label: 'wₙ', main: true },
              ]),
            )
          : null,
        this.button(msg('proof-open-ledger'), () => this.on.open('ledger')),
      ),
    );
  }

  /** Step 6: c(r) from L and R, with the first residue of each region (the core's, however large δ is). */
  private residues(full: FullGameOnShow, s: ProofSteps): HTMLElement {
    const { game } = full;
    /** The first (a+1)-gap of residue r on the number line, with the L gaps of 1 before it and the R after. */
    const show = (row: ResidueRow) => {
      const { index } = game.firstGapOf(row.r);
      this.on.mark([
        { heap: game.pPosition(index - row.L), label: 'L', edge: 'start' },
        { heap: game.pPosition(index), label: `w${sub(index)}`, main: true },
        { heap: game.pPosition(index + 1n), label: `w${sub(index + 1n)}`, main: true },
        { heap: game.pPosition(index + 1n + row.R), label: 'R', edge: 'end' },
      ]);
    };
    return this.step(
      6,
      'proof-step-residue-title',
      false,
      this.para(msg('proof-step-residue', { ones: s.windowOnes })),
      this.para(msg('proof-residue-examples')),
      el(
        'ul',
        {},
        s.residueExamples.map((r: ResidueRow) =>
          el(
            'li',
            {},
            this.t.nodes(msg('proof-residue-example', { r: r.r, L: r.L, R: r.R, c: r.c }), this.term),
            ' ',
            el(
              'button',
              { type: 'button', class: 'asg-link', onclick: () => show(r) },
              this.t('proof-residue-show', { r: r.r }),
            ),
          ),
        ),
      ),
      this.para(msg('proof-step-residue-total', { total: s.residueTotal, windows: s.windows })),
      el(
        'div',
        { class: 'asg-inline' },
        this.button(msg('proof-open-residues'), () => this.on.open('residues')),
      ),
    );
  }
}

/** The letter a bound of the proof stands for in every game: 0, d, a or δ (the core's numbers, compared). */
function symbolOf(s: ProofSteps, n: bigint): string {
  if (n === s.d) return 'd';
  if (n === s.a) return 'a';
  if (n === s.delta) return 'δ';
  return String(n);
}

/** Digits as subscripts, for a label on the picture (w₁₂). */
function sub(n: bigint): string {
  return String(n).replace(/\d/g, (c) => '₀₁₂₃₄₅₆₇₈₉'[Number(c)] ?? c);
}
