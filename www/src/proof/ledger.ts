// The period ledger: each periodic quantity by its closed form beside the count by the mex rule
// (made in the worker, with a progress bar), and a check mark where they agree.
import type { AdditiveInfo, Ledger, LedgerKey } from '../../pkg/asg_full.js';
import { el, fill } from '../base/dom.ts';
import { isCancelled, type Jobs } from '../core/jobs.ts';
import { describeError } from '../text/errors.ts';
import { formatWhole } from '../text/format.ts';
import type { Translator } from '../text/i18n.ts';
import { type Message, msg } from '../text/languages.ts';
import { countWithProgress } from './counting.ts';

/** The message naming each row of the ledger, by the core's key (a key the core adds fails the type check here). */
export const ROW_NAMES: Readonly<Record<LedgerKey, string>> = {
  'index-period': 'ledger-index-period',
  'heap-period': 'ledger-heap-period',
  w0: 'ledger-w0',
  w1: 'ledger-w1',
  w2: 'ledger-w2',
  w3: 'ledger-w3',
  windows: 'ledger-windows',
};

export class LedgerPanel {
  /** The ledger last counted (for exports), or null. */
  last: Ledger | null = null;
  private key: string | null = null;

  /** `t`: the translator. */
  constructor(
    private readonly container: HTMLElement,
    private readonly jobs: Jobs,
    private readonly t: Translator,
  ) {}

  /** Counts the ledger for the game in `info` (once per game); `onCaption` gets the summary. */
  async show(info: AdditiveInfo, onCaption: (message: Message) => void): Promise<void> {
    const t = this.t;
    const key = `${info.a}/${info.delta}`;
    if (key === this.key) return;
    this.key = key;
    try {
      const ledger = await countWithProgress(
        this.container,
        this.jobs,
        t,
        'ledger',
        { a: info.a, delta: info.delta },
        { bar: 'ledger-bar', counting: 'ledger-counting' },
      );
      if (this.key !== key) return;
      // The count's worker has its own table: end it, so that its memory is given back.
      this.jobs.terminate();
      this.render(ledger, info, onCaption);
    } catch (e) {
      if (isCancelled(e) || this.key !== key) return;
      const error = describeError(e);
      fill(this.container, el('p', { class: 'asg-error', role: 'alert' }, t.nodes('ledger-failed', { error })));
      onCaption(msg('ledger-failed-caption', { error }));
    }
  }

  private render(ledger: Ledger, info: AdditiveInfo, onCaption: (message: Message) => void): void {
    const t = this.t;
    this.last = ledger;
    const rows = ledger.rows.map((row) => {
      const agrees = row.agrees === true;
      const mark = row.agrees === null ? '—' : agrees ? '✓' : '✗';
      return el(
        'tr',
        { 'data-agrees': String(agrees), 'data-key': row.key },
        el('th', { scope: 'row' }, t(ROW_NAMES[row.key])),
        el(
          'td',
          {},
          row.formula === null ? t('ledger-no-formula') : `${row.formulaText} = ${formatWhole(row.formula, t.tag)}`,
        ),
        el('td', {}, formatWhole(row.counted, t.tag)),
        el(
          'td',
          {
            class: 'asg-mark',
            'aria-label': t(agrees ? 'ledger-agrees' : row.agrees === null ? 'ledger-none' : 'ledger-disagrees'),
          },
          mark,
        ),
      );
    });
    const notes: string[] = [];
    if (!ledger.periodIsSmallest) notes.push(t('ledger-streamed'));
    // Outside the regime the core always gives the band formula's period.
    if (!ledger.proven && ledger.bandFormula !== null) notes.push(t('ledger-outside', { period: ledger.bandFormula }));
    if (ledger.preperiod) notes.push(t('ledger-preperiod', { preperiod: ledger.preperiod }));
    fill(
      this.container,
      el(
        'table',
        { class: 'asg-ledger' },
        el('caption', {}, t('ledger-caption', { a: info.a, delta: info.delta })),
        el(
          'thead',
          {},
          el(
            'tr',
            {},
            el('th', {}, t('ledger-quantity')),
            el('th', {}, t('ledger-closed-form')),
            el('th', {}, t('ledger-counted')),
            el('th', {}, t('ledger-agree')),
          ),
        ),
        el('tbody', {}, rows),
      ),
      notes.map((n) => el('p', { class: 'asg-hint' }, n)),
    );
    onCaption(summaryOf(ledger));
  }

  /** Forgets the game counted, and stops a count running. */
  reset(): void {
    this.key = null;
    this.last = null;
    this.jobs.cancel();
  }
}

/** The ledger's caption: the counts, and whether they agree with the closed forms. */
function summaryOf(ledger: Ledger): Message {
  const counted = new Map(ledger.rows.map((r) => [r.key, r.counted]));
  const get = (key: LedgerKey): bigint => {
    const n = counted.get(key);
    if (n === undefined) throw new Error(`the ledger has no row ${key}`);
    return n;
  };
  const all = ledger.rows.every((r) => r.agrees === true);
  const counts = {
    period: get('heap-period'),
    w0: get('w0'),
    w1: get('w1'),
    w2: get('w2'),
    w3: get('w3'),
    windows: get('windows'),
  };
  const verdict = ledger.proven ? (all ? 'ledger-verdict-agree' : 'ledger-verdict-differ') : 'ledger-verdict-outside';
  return msg('ledger-summary', { ...counts, verdict: msg(verdict) });
}
