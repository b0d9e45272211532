// The certificate of the game on show (view=proof): the mex rule's two duties, anti-collision and
// reachability, checked by the core for each class of the closed form on every heap below
// P + 2a + b (in a worker, with progress), as a table whose failures are links to their heap on
// the number line; then the argument that makes the finite check a proof (induction on x, and
// the classes' period), or where it breaks and what the mex rule says there instead.
import type { CertificateResult, ClassDuties, DutiesAt } from '../../pkg/asg_full.js';
import { el, fill } from '../base/dom.ts';
import { isCancelled, type Jobs } from '../core/jobs.ts';
import { describeError } from '../text/errors.ts';
import type { TermMaker, Translator } from '../text/i18n.ts';
import { listOf, type Message, msg } from '../text/languages.ts';
import { countWithProgress } from './counting.ts';
import type { FullGameOnShow } from './lane-frame.ts';

/** The duty a cell of the table is about, as its `data-duty` says. */
export type Duty = 'anti-collision' | 'reachability' | 'partition';

/** The classes' names, as the legend writes them. */
export const CLASS_NAMES = ['W0', 'W1', 'W2', 'W3'] as const;

/** What the panel asks of the proof views. */
export interface CertificateHandlers {
  /** Shows heap `heap`'s check on the number line: it and its options, marked with their classes. */
  showHeap(at: DutiesAt): void;
  /** The caption under the picture. */
  caption(message: Message): void;
  /** The certificate is counted (or null: a new game started). */
  counted(result: CertificateResult | null): void;
  /** The certificate could not be counted (the core refused it, or the count failed). */
  failed(): void;
}

/** The first heap where any duty fails, with the duty and class, or null when none does. */
export function firstFailure(result: CertificateResult): { heap: bigint; duty: Duty; cls: number | null } | null {
  const { certificate } = result;
  const all: { heap: bigint; duty: Duty; cls: number | null }[] = [];
  if (certificate.partitionFailure !== null)
    all.push({ heap: certificate.partitionFailure, duty: 'partition', cls: null });
  for (const c of certificate.classes) {
    if (c.antiCollisionFailure !== null)
      all.push({ heap: c.antiCollisionFailure, duty: 'anti-collision', cls: c.class });
    if (c.reachabilityFailure !== null) all.push({ heap: c.reachabilityFailure, duty: 'reachability', cls: c.class });
  }
  return all.reduce<(typeof all)[number] | null>((m, f) => (m === null || f.heap < m.heap ? f : m), null);
}

export class CertificatePanel {
  /** The certificate last counted, or null. */
  last: CertificateResult | null = null;
  private key: string | null = null;
  private full: FullGameOnShow | null = null;
  /** Under the table, where the argument breaks (null when it holds). */
  private breaksBox: HTMLElement | null = null;

  constructor(
    private readonly container: HTMLElement,
    private readonly jobs: Jobs,
    private readonly t: Translator,
    private readonly term: TermMaker,
    private readonly on: CertificateHandlers,
  ) {}

  /** Counts the certificate of the game in `full` (once per game) and shows it. */
  async show(full: FullGameOnShow): Promise<void> {
    const { t } = this;
    const { info } = full;
    const key = `${info.a}/${info.delta}`;
    this.full = full;
    if (key === this.key) return;
    this.key = key;
    this.last = null;
    this.on.counted(null);
    try {
      const result = await countWithProgress(
        this.container,
        this.jobs,
        t,
        'certificate',
        { a: info.a, delta: info.delta },
        { bar: 'proof-bar', counting: 'proof-counting' },
      );
      if (this.key !== key) return;
      this.render(result, full);
    } catch (e) {
      if (isCancelled(e) || this.key !== key) return;
      const error = describeError(e);
      fill(this.container, el('p', { class: 'asg-error', role: 'alert' }, t.nodes('proof-failed', { error })));
      this.on.caption(msg('proof-failed-caption', { error }));
      this.on.failed();
    }
  }

  /** Forgets the game counted, and stops a count running. */
  reset(): void {
    this.key = null;
    this.last = null;
    this.jobs.cancel();
  }

  /** The table, the argument or where it breaks, and the caption. */
  private render(result: CertificateResult, full: FullGameOnShow): void {
    const { t, term } = this;
    const { certificate } = result;
    this.last = result;
    const rows = certificate.classes.map((c) =>
      el(
        'tr',
        { 'data-class': String(c.class) },
        el('th', { scope: 'row' }, t('proof-row-class', { cls: CLASS_NAMES[c.class] })),
        el('td', { class: 'asg-num' }, t.whole(c.heaps)),
        this.cell(c, 'anti-collision', c.antiCollisionFailure, c.heaps),
        this.cell(c, 'reachability', c.reachabilityFailure, c.heaps),
      ),
    );
    const partition = el(
      'tr',
      { 'data-class': '' },
      el('th', { scope: 'row', colspan: '2' }, t('proof-row-partition')),
      this.cell(null, 'partition', certificate.partitionFailure, certificate.checked, 2),
    );
    const table = el(
      'table',
      { class: 'asg-certificate' },
      el(
        'caption',
        {},
        t.nodes(
          'proof-table-caption',
          { checked: certificate.checked, period: certificate.heapPeriod, from: result.repeatsFrom },
          term,
        ),
      ),
      el(
        'thead',
        {},
        el(
          'tr',
          {},
          el('th', { scope: 'col' }, t('proof-col-class')),
          el('th', { scope: 'col' }, t('proof-col-heaps')),
          el('th', { scope: 'col' }, t.nodes('proof-col-anti', {}, term)),
          el('th', { scope: 'col' }, t.nodes('proof-col-reach', {}, term)),
        ),
      ),
      el('tbody', {}, rows, partition),
    );
    const failure = firstFailure(result);
    const { info } = full;
    const argument = certificate.holds
      ? msg('proof-holds', {
          a: info.a,
          delta: info.delta,
          checked: certificate.checked,
          index: result.indexPeriod,
          period: certificate.heapPeriod,
          from: result.repeatsFrom,
        })
      : null;
    this.breaksBox = failure ? el('div', { class: 'asg-proof-breaks' }) : null;
    if (this.breaksBox && failure) this.explain(failure.heap);
    fill(
      this.container,
      table,
      argument && el('p', { class: 'asg-proof-argument' }, t.nodes(argument, term)),
      this.breaksBox,
    );
    this.on.caption(certificateCaption(result, info.a, info.delta));
    this.on.counted(result);
  }

  /** A duty's cell: ✓ with the heaps it holds on, or ✗ with its first failing heap as a link. */
  private cell(c: ClassDuties | null, duty: Duty, failure: bigint | null, heaps: bigint, span = 1): HTMLElement {
    const { t } = this;
    const attrs = {
      'data-class': c === null ? '' : String(c.class),
      'data-duty': duty,
      'data-first-failure': failure === null ? '' : String(failure),
      colspan: span > 1 ? String(span) : null,
    };
    if (failure === null) {
      const nothing = duty === 'reachability' && c?.class === 0;
      return el(
        'td',
        { ...attrs, class: 'asg-proof-ok' },
        el('span', { 'aria-hidden': 'true' }, '✓ '),
        el('span', { class: 'asg-sr-only' }, `${t('proof-cell-ok-said')} `),
        t(nothing ? 'proof-cell-nothing' : 'proof-cell-ok', { heaps }),
      );
    }
    const link = el(
      'button',
      { type: 'button', class: 'asg-link', onclick: () => this.showHeap(failure) },
      t('proof-cell-fails', { heap: failure }),
    );
    return el(
      'td',
      { ...attrs, class: 'asg-proof-fails' },
      el('span', { 'aria-hidden': 'true' }, '✗ '),
      el('span', { class: 'asg-sr-only' }, `${t('proof-cell-fails-said')} `),
      link,
    );
  }

  /** Shows heap `heap`'s check on the number line, and says under the table what fails there. */
  private showHeap(heap: bigint): void {
    const full = this.full;
    if (!full) return;
    this.explain(heap);
    this.on.showHeap(full.game.dutiesAt(heap));
  }

  /** Under the table, where the argument breaks at `heap`: what fails there, and the mex rule's value instead. */
  private explain(heap: bigint): void {
    const { t, term, full, breaksBox } = this;
    if (!full || !breaksBox) return;
    const at = full.game.dutiesAt(heap);
    const steps: Message[] = [describeCheck(at), msg('proof-mex-there', { heap, value: full.game.value(heap) })];
    const show = el('button', { type: 'button', onclick: () => this.on.showHeap(at) }, t('proof-show-heap', { heap }));
    fill(
      breaksBox,
      el('p', {}, el('strong', {}, t('proof-breaks-title', { heap }))),
      steps.map((m) => el('p', {}, t.nodes(m, term))),
      el('p', {}, t.nodes(msg('proof-breaks-outside'), term)),
      el('div', { class: 'asg-inline' }, show),
    );
  }
}

/** The caption of the proof's view once the certificate of game (a, δ) is counted. */
export function certificateCaption(result: CertificateResult, a: bigint, delta: bigint): Message {
  const { certificate } = result;
  const failure = firstFailure(result);
  return certificate.holds || failure === null
    ? msg('proof-caption-holds', { a, delta, checked: certificate.checked })
    : msg('proof-caption-breaks', { a, delta, heap: failure.heap });
}

/** What the check finds at a heap: its class and its options' classes, and the duty that fails (or that both hold). */
export function describeCheck(at: DutiesAt): Message {
  const options = at.options.map((o) =>
    o.class === null
      ? msg('proof-option-none', { take: o.take, to: o.to })
      : msg('proof-option', { take: o.take, to: o.to, cls: CLASS_NAMES[o.class] }),
  );
  if (at.class === null) return msg('proof-check-none', { heap: at.heap });
  const cls = CLASS_NAMES[at.class];
  const list = options.length ? listOf(options) : msg('proof-no-options');
  if (!at.antiCollision) {
    // The options that share the heap's class: those that break anti-collision.
    const same = at.options
      .filter((o) => o.class === at.class)
      .map((o) => msg('proof-option', { take: o.take, to: o.to, cls: CLASS_NAMES[o.class ?? 0] }));
    return msg('proof-check-collides', { heap: at.heap, cls, options: listOf(same) });
  }
  if (at.unreached.length)
    return msg('proof-check-unreached', { heap: at.heap, cls, options: list, values: listOf(at.unreached) });
  return msg('proof-check-holds', { heap: at.heap, cls, options: list });
}
