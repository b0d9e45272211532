// The exercise open in this tab, kept for the tab in sessionStorage (the site only), so that a
// reload brings back its question (made again from its seed, seeded.ts), the answer typed or
// chosen, the hints opened and where the work stood: wrong tries, Show me, whether it was counted.
// One exercise a tab; a new one replaces it, and leaving practice forgets it. Storage that is
// blocked keeps nothing, and the page works as before.
import { PRACTICE_KINDS, type PracticeKind } from '../../state/state.ts';
import type { WorkState } from './work.ts';

/** The key of the exercise in sessionStorage. */
export const EXERCISE_KEY = 'asg-explorer:exercise';

/** An exercise as kept: its game, kind and seed, its fields as the student left them, and its work. */
export interface SavedExercise {
  readonly a: string;
  readonly delta: string;
  readonly kind: PracticeKind;
  readonly seed: number;
  /** Each answer field's value by its name (a text box's text, a choice's value). */
  readonly fields: Readonly<Record<string, string>>;
  readonly work: WorkState;
}

/** sessionStorage, or null where reading it throws (storage blocked). */
function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Keeps `exercise` for this tab. */
export function saveExercise(exercise: SavedExercise): void {
  try {
    session()?.setItem(EXERCISE_KEY, JSON.stringify(exercise));
  } catch {
    // Storage full or blocked: the exercise is not kept.
  }
}

/** Forgets the exercise kept for this tab. */
export function forgetExercise(): void {
  try {
    session()?.removeItem(EXERCISE_KEY);
  } catch {
    // Nothing was kept.
  }
}

/** A whole number of at least 0, or 0. */
const count = (n: unknown): number => (typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : 0);

/** The exercise kept for this tab, each field checked, or null. */
export function loadExercise(): SavedExercise | null {
  try {
    const s: unknown = JSON.parse(session()?.getItem(EXERCISE_KEY) ?? 'null');
    if (typeof s !== 'object' || s === null) return null;
    const o = s as Record<string, unknown>;
    const kind = o.kind;
    if (typeof o.a !== 'string' || typeof o.delta !== 'string' || typeof o.seed !== 'number') return null;
    if (typeof kind !== 'string' || !(PRACTICE_KINDS as readonly string[]).includes(kind)) return null;
    const fields: Record<string, string> = {};
    if (typeof o.fields === 'object' && o.fields !== null)
      for (const [k, v] of Object.entries(o.fields)) if (typeof v === 'string') fields[k] = v;
    const w = (typeof o.work === 'object' && o.work !== null ? o.work : {}) as Record<string, unknown>;
    const work: WorkState = {
      tries: count(w.tries),
      over: w.over === true,
      shown: w.shown === true,
      hints: count(w.hints),
      counted: w.counted === true,
    };
    return { a: o.a, delta: o.delta, kind: kind as PracticeKind, seed: o.seed >>> 0, fields, work };
  } catch {
    return null;
  }
}

/** A field's name without the panel's `id` that choices carry (another in another language's explorer). */
const nameOf = (input: HTMLInputElement, id: string): string =>
  input.name.startsWith(`${id}-`) ? input.name.slice(id.length + 1) : input.name;

/**
 * The answer fields under `box` (of the panel `id`) as the student left them: each text box's
 * text and each chosen choice, by name.
 */
export function fieldsOf(box: HTMLElement, id: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const input of box.querySelectorAll<HTMLInputElement>('input')) {
    if (input.type === 'radio') {
      if (input.checked) out[nameOf(input, id)] = input.value;
    } else if (input.value !== '') out[nameOf(input, id)] = input.value;
  }
  return out;
}

/** Fills the answer fields under `box` (of the panel `id`) from `fields` (fieldsOf's). */
export function fillFields(box: HTMLElement, id: string, fields: Readonly<Record<string, string>>): void {
  for (const input of box.querySelectorAll<HTMLInputElement>('input')) {
    const value = fields[nameOf(input, id)];
    if (value === undefined) continue;
    if (input.type === 'radio') input.checked = input.value === value;
    else input.value = value;
  }
}
