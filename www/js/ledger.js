// The period ledger: each periodic quantity by its closed form beside the count by the mex rule
// (made in the worker, with a progress bar), and a check mark where they agree.
import { el, fill } from './dom.js';
import { formatHeap } from './view.js';

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
      const ledger = await this.jobs.run('ledger', { a: String(info.a), delta: String(info.delta) }, {
        onProgress: (p) => {
          bar.value = p;
          status.textContent = `Counting by the mex rule in the background… ${Math.round(100 * p)} %`;
        },
      });
      if (this.key !== key) return;
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
      const agrees = row.formula !== null && row.formula === row.counted;
      const mark = row.formula === null ? '—' : agrees ? '✓' : '✗';
      return el(
        'tr',
        { 'data-agrees': String(agrees) },
        el('th', { scope: 'row' }, row.name),
        el('td', {}, row.formula === null ? 'n/a' : `${row.formulaText} = ${formatHeap(row.formula)}`),
        el('td', {}, formatHeap(row.counted)),
        el('td', { class: 'asg-mark', 'aria-label': agrees ? 'agrees' : row.formula === null ? 'no formula' : 'disagrees' }, mark),
      );
    });
    const notes = [];
    if (!ledger.periodIsSmallest) {
      notes.push('The period is longer than the search bound: the values were streamed over one period and seen to repeat after it; that no shorter period exists was not checked by counting.');
    }
    if (!ledger.proven) {
      notes.push(`Outside the primitive quadratic regime the closed forms do not apply (n/a). The observed band formula says the period is ${formatHeap(ledger.bandFormula)}, which brute force observes but nobody has proven.`);
    }
    if (ledger.preperiod) notes.push(`The sequence becomes periodic after a preperiod of ${formatHeap(ledger.preperiod)} heaps.`);
    fill(
      this.container,
      el(
        'table',
        { class: 'asg-ledger' },
        el('caption', {}, `Per heap period, a = ${info.a}, δ = ${info.delta}`),
        el('thead', {}, el('tr', {}, el('th', {}, 'quantity'), el('th', {}, 'closed form'), el('th', {}, 'counted (mex rule)'), el('th', {}, 'agree'))),
        el('tbody', {}, rows),
      ),
      notes.map((t) => el('p', { class: 'asg-hint' }, t)),
    );
    const get = (name) => ledger.rows.find((r) => r.name.startsWith(name)).counted;
    const all = ledger.rows.every((r) => r.formula === r.counted);
    onCaption(
      `Per heap period ${formatHeap(get('heap period'))}: |W0| = ${formatHeap(get('|W0|'))}, |W1| = ${formatHeap(get('|W1|'))}, ` +
        `|W2| = ${formatHeap(get('|W2|'))}, |W3| = ${formatHeap(get('|W3|'))}, and ${formatHeap(get('|C|'))} collision windows, counted by the mex rule` +
        (ledger.proven ? (all ? '; every count equals its closed form.' : '; some counts differ from the closed form!') : '; no closed form applies here.'),
    );
  }

  reset() {
    this.key = null;
    this.last = null;
    this.jobs.cancel();
  }
}
