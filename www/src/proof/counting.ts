// A count the proof views make in a worker (the ledger, the certificate), shown while it runs in
// the box it will fill: its percent said as a status, and a progress bar.
import { el, fill } from '../base/dom.ts';
import type { Jobs } from '../core/jobs.ts';
import type { JobParams, JobResults } from '../core/messages.ts';
import type { Translator } from '../text/i18n.ts';

/** The words of a count: its bar's label, and the status with `$percent`. */
export interface CountWords {
  readonly bar: string;
  readonly counting: string;
}

/** Runs job `kind` with `params` on `jobs`, showing its progress in `box`; resolves to its result. */
export function countWithProgress<K extends 'ledger' | 'certificate'>(
  box: HTMLElement,
  jobs: Jobs,
  t: Translator,
  kind: K,
  params: JobParams[K],
  words: CountWords,
): Promise<JobResults[K]> {
  const bar = el('progress', { max: '1', value: '0', 'aria-label': t(words.bar) });
  const status = el('p', { class: 'asg-hint', role: 'status' }, t(words.counting, { percent: 0 }));
  fill(box, status, bar);
  return jobs.run(kind, params, {
    onProgress: (p) => {
      bar.value = p;
      status.textContent = t(words.counting, { percent: Math.round(100 * p) });
    },
  });
}
