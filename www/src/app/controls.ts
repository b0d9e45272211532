// The control panel, made from one table of fields, with a message next to each control.
import { type Child, el, fill, focusedIn } from '../base/dom.ts';
import type { Lifetime } from '../base/lifetime.ts';
import type { FocusableControl } from '../state/context.ts';
import { type State, VIEW_NAMES, VIEWS } from '../state/state.ts';
import type { Translator } from '../text/i18n.ts';
import { buildField, type ControlHandlers, type Field, type FieldKit, type FieldName } from './fields.ts';

/** The fields, in order. */
export const FIELDS: readonly Field[] = [
  { name: 'a', symbol: 'a' },
  { name: 'second', symbol: 'δ = b − a' },
  { name: 'view', label: 'field-view', options: VIEWS.map((v) => [v, VIEW_NAMES[v]] as const) },
  { name: 'w', label: 'field-row-width' },
  { name: 'shift', label: 'field-shift' },
  { name: 'zoom', label: 'field-zoom' },
  { name: 'goto', label: 'field-goto' },
  { name: 'preset', label: 'field-presets' },
  { name: 'lang', label: 'field-language' },
];

/** What the panel shows besides the state: the heap period and δ, which empty fields stand for. */
export interface Shown {
  readonly period?: bigint | string | null;
  readonly delta?: bigint | null;
}

let uid = 0;

export class Controls {
  /** The inputs by name (text fields by field, radios as `view-<view>` and `mode-<δ or b>`, the menus). */
  readonly inputs: Partial<Record<string, HTMLInputElement | HTMLSelectElement>> = {};
  /** The message slot next to each field. */
  readonly errors: Partial<Record<string, HTMLElement>> = {};
  readonly fields: Partial<Record<FieldName, HTMLElement>> = {};
  /** The button that starts the tour (focus returns to it when the tour closes). */
  readonly tourButton: HTMLButtonElement;
  private readonly id = `asg${++uid}`;
  private readonly secondLabel: HTMLLabelElement;

  /**
   * `life`: the explorer's lifetime (a pause in typing must not send after it ends, nor a field
   * fill in after it); `t`: the translator.
   */
  constructor(
    container: HTMLElement,
    private readonly life: Pick<Lifetime, 'timeout' | 'frame'>,
    t: Translator,
    private readonly on: ControlHandlers,
  ) {
    this.secondLabel = el('label', { for: `${this.id}-second` }, 'δ = b − a');
    this.tourButton = el(
      'button',
      { type: 'button', class: 'asg-primary', onclick: () => this.on.change('tour', '1') },
      t('tour-take'),
    );
    const kit: FieldKit = {
      t,
      id: this.id,
      on,
      tourButton: this.tourButton,
      secondLabel: this.secondLabel,
      textInput: (name, label) => this.textInput(name, label),
      errorSlot: (name) => this.errorSlot(name),
      keep: (name, input) => {
        this.inputs[name] = input;
      },
      afterFirstFrame: (fn) => {
        life.frame(() => life.timeout(fn));
      },
    };
    for (const f of FIELDS) {
      const wrap = buildField(f, kit);
      this.fields[f.name] = wrap;
      container.append(wrap);
    }
  }

  private textInput(name: FieldName, label: string): HTMLInputElement {
    const input = el('input', {
      type: 'text',
      inputmode: 'numeric',
      autocomplete: 'off',
      spellcheck: 'false',
      id: `${this.id}-${name}`,
      name,
      'aria-describedby': `${this.id}-${name}-error`,
      'aria-label': label,
    });
    let cancel = (): void => {};
    const send = (): void => {
      cancel();
      if (input.value !== input.dataset.sent) {
        input.dataset.sent = input.value;
        this.on.change(name, input.value);
      }
    };
    input.addEventListener('input', () => {
      cancel();
      cancel = this.life.timeout(send, 600);
    });
    input.addEventListener('change', send);
    input.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') send();
    });
    this.inputs[name] = input;
    return input;
  }

  private errorSlot(name: FieldName): HTMLElement {
    const slot = el('div', { class: 'asg-error', id: `${this.id}-${name}-error`, role: 'alert', 'data-for': name });
    this.errors[name] = slot;
    return slot;
  }

  /** Shows a state: field values, the δ/b mode, which controls apply to the view. */
  render(state: State, { period, delta }: Shown = {}): void {
    const set = (name: string, value: string): void => {
      const input = this.inputs[name];
      if (!input) return;
      // Leave a field alone while the person is typing in it (in a page or a shadow root).
      if (focusedIn(input) !== input || input.dataset.sent === undefined) input.value = value;
      input.dataset.sent = input.value;
    };
    const check = (name: string): void => {
      const radio = this.inputs[name];
      if (radio instanceof HTMLInputElement) radio.checked = true;
    };
    set('a', state.a);
    set('second', state.second === 'b' ? state.b : state.delta);
    check(`mode-${state.second}`);
    this.secondLabel.textContent = state.second === 'b' ? 'b' : 'δ = b − a';
    this.inputs.second?.setAttribute('aria-label', state.second === 'b' ? 'b' : 'δ');
    check(`view-${state.view}`);
    set('w', state.w === null ? String(period ?? '') : String(state.w));
    set('shift', state.shift === null ? String(delta ?? '') : String(state.shift));
    this.show('w', state.view === 'grid' || state.view === 'ledger');
    this.show('shift', state.view === 'collisions' || state.view === 'spectrum');
    this.show('goto', !['ledger', 'landscape', 'practice', 'spectrum'].includes(state.view));
  }

  private show(name: FieldName, shown: boolean): void {
    const field = this.fields[name];
    if (field) field.hidden = !shown;
  }

  /** True when field `name` has a message slot of its own. */
  hasSlot(name: string): boolean {
    return name in this.errors;
  }

  /**
   * A message (text and nodes; none clears it) next to a field, which is marked invalid meanwhile.
   * `live: false` when focus moving to the field (or the notice) says it: not said twice.
   */
  setError(name: string, message: Child[], { live = true }: { live?: boolean } = {}): void {
    const slot = this.errors[name];
    if (!slot) return;
    // A slot out of the alerts while focus reads it as the field's description, back for the next message.
    if (live || !message.length) slot.setAttribute('role', 'alert');
    else slot.removeAttribute('role');
    fill(slot, message);
    const input = this.inputs[name];
    if (input) input.setAttribute('aria-invalid', slot.textContent ? 'true' : 'false');
  }

  clearErrors(): void {
    for (const name of Object.keys(this.errors)) this.setError(name, []);
  }

  /** True when field `name`'s input has focus (in a page or a shadow root). */
  focused(name: string): boolean {
    const input = this.inputs[name];
    return Boolean(input && focusedIn(input) === input);
  }

  /** Focus on field `name`'s input, or on the tour's button. */
  focus(name: FocusableControl | 'lang' | 'second'): void {
    if (name === 'tour') this.tourButton.focus();
    else this.inputs[name]?.focus();
  }
}
