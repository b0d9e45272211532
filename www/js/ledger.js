// The period ledger: each periodic quantity by its closed form beside the count by the mex rule
// (made in the worker, with a progress bar), and a check mark where they agree.
import { el, fill } from './dom.js';
import { formatWhole } from './format.js';

export class LedgerPanel {
  constructor(container, jobs) {
    this.container = container;
    this.jobs = jobs;
    this.key = null;
  }

  /** Counts the ledger for the game in `info` (once per game); `onCaption` gets the summary. */
  async show(info, onCaption) {
    const key = `${info.a}/${info.delta}`;
    if (key === this.key) return;
    this.key = key;
    const bar = el('progress', { max: '1', value: '0', 'aria-label': 'counting by the mex rule' });
    const status = el('p', { class: 'asg-hint', role: 'status' }, 'Counting by the mex rule in the background…');
    fill(this.container, status, bar);
    try {
      const ledger = await this.jobs.run(
        'ledger',
        { a: info.a, delta: info.delta },
        {
          onProgress: (p) => {
            bar.value = p;
            status.textContent = `Counting by the mex rule in the background… ${Math.round(100 * p)} %`;
          },
        },
      );
      if (this.key !== key) return;
      // The count's worker has its own table: end it, so that its memory is given back.
      this.jobs.terminate();
      this.render(ledger, info, onCaption);
    } catch (e) {
      if (e.cancelled || this.key !== key) return;
      fill(this.container, el('p', { class: 'asg-error', role: 'alert' }, `The count could not finish: ${e.message}`));
      onCaption(`The ledger could not be counted: ${e.message}`);
    }
  }

  render(ledger, info, onCaption) {
    this.last = ledger;
    const rows = ledger.rows.map((row) => {
      const agrees = row.agrees === true;
      const mark = row.agrees === null ? '—' : agrees ? '✓' : '✗';
      return el(
        'tr',
        { 'data-agrees': String(agrees), 'data-key': row.key },
        el('th', { scope: 'row' }, row.name),
        el('td', {}, row.formula === null ? 'n/a' : `${row.formulaText} = ${formatWhole(row.formula)}`),
        el('td', {}, formatWhole(row.counted)),
        el(
          'td',
          { class: 'asg-mark', 'aria-label': agrees ? 'agrees' : row.agrees === null ? 'no formula' : 'disagrees' },
          mark,
        ),
      );
    });
    const notes = [];
    if (!ledger.periodIsSmallest) {
      notes.push(
        'The period is longer than the search bound: the values were streamed over one period and seen to repeat after it; that no shorter period exists was not checked by counting.',
      );
    }
    if (!ledger.proven) {
      notes.push(
        `Outside the primitive quadratic regime the closed forms do not apply (n/a). The observed band formula says the period is ${formatWhole(ledger.bandFormula)}, which brute force observes but nobody has proven.`,
      );
    }
    if (ledger.preperiod)
      notes.push(`The sequence becomes periodic after a preperiod of ${formatWhole(ledger.preperiod)} heaps.`);
    fill(
      this.container,
      el(
        'table',
        { class: 'asg-ledger' },
        el('caption', {}, `Per heap period, a = ${formatWhole(info.a)}, δ = ${formatWhole(info.delta)}`),
        el(
          'thead',
          {},
          el(
            'tr',
            {},
            el('th', {}, 'quantity'),
            el('th', {}, 'closed form'),
            el('th', {}, 'counted (mex rule)'),
            el('th', {}, 'agree'),
          ),
        ),
        el('tbody', {}, rows),
      ),
      notes.map((t) => el('p', { class: 'asg-hint' }, t)),
    );
    const get = (key) => formatWhole(ledger.rows.find((r) => r.key === key).counted);
    const all = ledger.rows.every((r) => r.agrees === true);
    onCaption(
      `Per heap period ${get('heap-period')}: |W0| = ${get('w0')}, |W1| = ${get('w1')}, ` +
        `|W2| = ${get('w2')}, |W3| = ${get('w3')}, and ${get('windows')} collision windows, counted by the mex rule` +
        (ledger.proven
          ? all
            ? '; every count equals its closed form.'
            : '; some counts differ from the closed form!'
          : '; no closed form applies here.'),
    );
  }

  reset() {
    this.key = null;
    this.last = null;
    this.jobs.cancel();
  }
}
