// The period ledger: each periodic quantity by its closed form beside the count by the mex rule
// (made in the worker, with a progress bar), and a check mark where they agree.
// @ts-nocheck
import { el, fill } from '../shell/dom.ts';
import { describeError } from '../text/errors.ts';
import { formatWhole } from '../text/format.ts';
import { msg } from '../text/languages.ts';

/** The message naming each row of the ledger, by the core's key. */
export const ROW_NAMES = {
  'index-period': 'ledger-index-period',
  'heap-period': 'ledger-heap-period',
  w0: 'ledger-w0',
  w1: 'ledger-w1',
  w2: 'ledger-w2',
  w3: 'ledger-w3',
  windows: 'ledger-windows',
};

export class LedgerPanel {
  /** `t`: the translator. */
  constructor(container, jobs, t) {
    this.container = container;
    this.jobs = jobs;
    this.t = t;
    this.key = null;
    this.names = ROW_NAMES;
  }

  /** Counts the ledger for the game in `info` (once per game); `onCaption` gets the summary. */
  async show(info, onCaption) {
    const t = this.t;
    const key = `${info.a}/${info.delta}`;
    if (key === this.key) return;
    this.key = key;
    const bar = el('progress', { max: '1', value: '0', 'aria-label': t('ledger-bar') });
    const status = el('p', { class: 'asg-hint', role: 'status' }, t('ledger-counting', { percent: 0 }));
    fill(this.container, status, bar);
    try {
      const ledger = await this.jobs.run(
        'ledger',
        { a: info.a, delta: info.delta },
        {
          onProgress: (p) => {
            bar.value = p;
            status.textContent = t('ledger-counting', { percent: Math.round(100 * p) });
          },
        },
      );
      if (this.key !== key) return;
      // The count's worker has its own table: end it, so that its memory is given back.
      this.jobs.terminate();
      this.render(ledger, info, onCaption);
    } catch (e) {
      if (e.cancelled || this.key !== key) return;
      const error = describeError(e);
      fill(this.container, el('p', { class: 'asg-error', role: 'alert' }, t.nodes('ledger-failed', { error })));
      onCaption(msg('ledger-failed-caption', { error }));
    }
  }

  render(ledger, info, onCaption) {
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
    const notes = [];
    if (!ledger.periodIsSmallest) notes.push(t('ledger-streamed'));
    if (!ledger.proven) notes.push(t('ledger-outside', { period: ledger.bandFormula }));
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
    const get = (key) => ledger.rows.find((r) => r.key === key).counted;
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
    onCaption(msg('ledger-summary', { ...counts, verdict: msg(verdict) }));
  }

  reset() {
    this.key = null;
    this.last = null;
    this.jobs.cancel();
  }
}
