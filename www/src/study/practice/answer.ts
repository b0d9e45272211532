// An exercise's answer fields (choices of a value, a class or a region; boxes for a heap, a count
// or a P-position) and reading the student's answer back from them, or what is missing.
import type { AdditiveInfo, ResidueRegion } from '../../../pkg/asg_full.js';
import { el } from '../../base/dom.ts';
import { parseWhole } from '../../state/query.ts';
import type { Translator } from '../../text/i18n.ts';
import { type Message, msg } from '../../text/languages.ts';
import type { Answer, Exercise } from '../exercises.ts';

/** The four classes as the exercise names them. */
const CLASSES = ['practice-class-0', 'practice-class-1', 'practice-class-2', 'practice-class-3'];
const REGIONS: readonly (readonly [ResidueRegion, string])[] = [
  ['left-restricted', 'region-left'],
  ['unrestricted', 'region-unrestricted'],
  ['right-restricted', 'region-right'],
];

/** The label of the box of each kind answered by a number. */
const NUMBER_LABELS = {
  next: 'practice-next-label',
  windows: 'practice-windows-label',
  shift: 'practice-shift-label',
} as const;

/** The answer fields of `ex`; `id` names the panel's choices, `prompt` the question they answer. */
export function answerFields(ex: Exercise, info: AdditiveInfo, t: Translator, id: string, prompt: string): Node[] {
  const { a, b } = info;
  const input = (name: string, label: string) =>
    el('input', {
      type: 'text',
      inputmode: 'numeric',
      name,
      autocomplete: 'off',
      'aria-label': label,
      'aria-describedby': prompt,
    });
  const choices = (name: string, options: readonly (readonly [string, string])[]) =>
    el(
      'fieldset',
      { class: 'asg-seg', 'aria-label': t('practice-choose') },
      options.flatMap(([value, text], i) => {
        const one = `${id}-${name}-${i}`;
        return [el('input', { type: 'radio', name: `${id}-${name}`, id: one, value }), el('label', { for: one }, text)];
      }),
    );
  if (ex.kind === 'value')
    return [
      choices(
        'value',
        ['0', '1', '2', '3'].map((v) => [v, v] as const),
      ),
    ];
  if (ex.kind === 'next' || ex.kind === 'windows' || ex.kind === 'shift')
    return [input('answer', t(NUMBER_LABELS[ex.kind]))];
  if (ex.kind === 'class')
    return [
      choices(
        'class',
        CLASSES.map((c, v) => [String(v), t(c, { a, b })] as const),
      ),
      el('label', {}, t('practice-witness'), ' ', input('witness', t('practice-witness'))),
    ];
  return [
    choices(
      'region',
      REGIONS.map(([r, c]) => [r, t(c)] as const),
    ),
  ];
}

/** The student's answer to `ex` in the fields under `box`, or `{ error }` when there is none to check. */
export function readAnswer(
  ex: Exercise,
  box: HTMLElement,
  id: string,
): { answer: Answer; error?: undefined } | { error: Message; answer?: undefined } {
  const chosen = (name: string) => box.querySelector<HTMLInputElement>(`input[name="${id}-${name}"]:checked`)?.value;
  const number = (name: string) =>
    parseWhole(box.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '', msg('practice-your-answer'));
  const pickFirst = { error: msg('practice-pick') };
  if (ex.kind === 'value') {
    const v = chosen('value');
    return v === undefined ? pickFirst : { answer: { kind: 'value', value: Number(v) } };
  }
  if (ex.kind === 'region') {
    const v = REGIONS.find(([r]) => r === chosen('region'))?.[0];
    return v === undefined ? pickFirst : { answer: { kind: 'region', value: v } };
  }
  if (ex.kind === 'class') {
    const v = chosen('class');
    if (v === undefined) return pickFirst;
    const w = number('witness');
    return w.error ? { error: w.error } : { answer: { kind: 'class', value: Number(v), witness: w.value } };
  }
  const r = number('answer');
  return r.error ? { error: r.error } : { answer: { kind: ex.kind, value: r.value } };
}
