// The fields of the control panel, each made from its entry in the table (controls.ts): text
// fields, the choice of δ or b, the views, the presets with the tour's button, the zoom buttons,
// "Go to heap" and the language menu.
import { type Child, el } from '../base/dom.ts';
import { PRESETS } from '../state/presets.ts';
import type { View } from '../state/state.ts';
import type { Translator } from '../text/i18n.ts';
import { LANGUAGE_NAMES, LANGUAGES, TAGS } from '../text/languages.ts';

/** The fields of the panel. */
export type FieldName = 'a' | 'second' | 'view' | 'w' | 'shift' | 'zoom' | 'goto' | 'preset' | 'lang';

/** A field: what it edits, and its label (a symbol, or a message of the catalogue); a choice's options. */
export interface Field {
  readonly name: FieldName;
  readonly symbol?: string;
  readonly label?: string;
  readonly options?: readonly (readonly [View, string])[];
}

/**
 * What the panel tells its owner: a field edited (text fields on Enter, blur or a pause in
 * typing; `second-mode` for δ or b; `tour` for the tour's button; `goto` for "Go to heap"), and a
 * zoom asked for (a factor, or 0 for "fit").
 */
export interface ControlHandlers {
  change(name: string, value: string): void;
  zoom(by: number): void;
}

/** What the fields are made with: the panel's words, ids, handlers, shared elements and inputs. */
export interface FieldKit {
  readonly t: Translator;
  /** The panel's id, which the ids of its elements begin with. */
  readonly id: string;
  readonly on: ControlHandlers;
  readonly tourButton: HTMLButtonElement;
  readonly secondLabel: HTMLLabelElement;
  /** A text field that sends on Enter, blur or a pause in typing. */
  textInput(name: FieldName, label: string): HTMLInputElement;
  /** The message slot next to field `name`. */
  errorSlot(name: FieldName): HTMLElement;
  /** Keeps `input` among the panel's inputs, by `name`. */
  keep(name: string, input: HTMLInputElement | HTMLSelectElement): void;
  /** Runs `fn` in a task after the next frame is drawn (not once the explorer has ended). */
  afterFirstFrame(fn: () => void): void;
}

/** A group of radios, one per `[value, text, title]`; `send(value)` when one is chosen. */
function radios(
  kit: FieldKit,
  group: string,
  prefix: string,
  choices: readonly (readonly [string, string, string?])[],
  send: (value: string) => void,
): Child[] {
  return choices.map(([value, text, title]) => {
    const id = `${kit.id}-${group}-${value}`;
    const radio = el('input', { type: 'radio', name: `${kit.id}-${group}`, id, value });
    radio.addEventListener('change', () => send(value));
    kit.keep(`${prefix}-${value}`, radio);
    return [radio, el('label', { for: id, title: title === undefined ? undefined : kit.t(title) }, text)];
  });
}

/** The element of field `f`: its label, its control(s) and its message slot. */
export function buildField(f: Field, kit: FieldKit): HTMLElement {
  const t = kit.t;
  const label = f.symbol ?? t(f.label ?? f.name);
  const wrap = el('div', { class: 'asg-field', 'data-field': f.name });
  const inline = (...children: Child[]): HTMLElement => el('div', { class: 'asg-inline' }, children);
  const labelled = (input: HTMLElement): HTMLElement => el('label', { for: input.id }, label);
  switch (f.name) {
    case 'second': {
      const choices = [
        ['delta', 'δ', 'field-give-delta'],
        ['b', 'b', 'field-give-b'],
      ] as const;
      const mode = el(
        'fieldset',
        { class: 'asg-seg', 'aria-label': t('field-second-mode') },
        radios(kit, 'second', 'mode', choices, (value) => kit.on.change('second-mode', value)),
      );
      wrap.append(kit.secondLabel, inline(mode, kit.textInput('second', label)), kit.errorSlot('second'));
      return wrap;
    }
    case 'view': {
      const choices = (f.options ?? []).map(([value, text]) => [value, t(text)] as const);
      const group = el(
        'fieldset',
        { class: 'asg-seg', 'aria-label': label },
        radios(kit, 'view', 'view', choices, (value) => kit.on.change('view', value)),
      );
      wrap.append(el('span', { class: 'asg-field-label' }, label), group, kit.errorSlot(f.name));
      return wrap;
    }
    case 'lang': {
      // Each language named in its own words: a reader finds theirs whatever the page is in.
      const current = (LANGUAGES as readonly string[]).includes(t.lang) ? t.lang : 'en';
      const option = (l: (typeof LANGUAGES)[number]): HTMLOptionElement =>
        el('option', { value: l, lang: TAGS[l] }, t(LANGUAGE_NAMES[l]));
      const select = el(
        'select',
        { name: 'lang', id: `${kit.id}-lang` },
        LANGUAGES.filter((l) => l === current).map(option),
      );
      // The others once the first frame is drawn: a closed menu is as wide as its widest name,
      // so each name is laid out, and the names in Chinese and Japanese made the first layout
      // look for a font of their glyphs (10–30 ms of it where one is installed). Nobody can
      // open the menu before the frame that shows it.
      kit.afterFirstFrame(() => {
        select.replaceChildren(...LANGUAGES.map(option));
        select.value = current;
      });
      select.addEventListener('change', () => kit.on.change('lang', select.value));
      kit.keep('lang', select);
      wrap.append(labelled(select), select, kit.errorSlot(f.name));
      return wrap;
    }
    case 'preset': {
      const select = el('select', { name: 'preset', id: `${kit.id}-preset` }, presetOptions(t));
      select.addEventListener('change', () => {
        if (select.value !== '') kit.on.change('preset', select.value);
        select.value = '';
      });
      kit.keep('preset', select);
      wrap.append(labelled(select), inline(select, kit.tourButton), kit.errorSlot(f.name));
      return wrap;
    }
    case 'zoom': {
      const button = (text: string, by: number, title: string): HTMLButtonElement =>
        el('button', { type: 'button', title, 'aria-label': title, onclick: () => kit.on.zoom(by) }, text);
      wrap.append(
        el('span', { class: 'asg-field-label' }, label),
        inline(
          button('−', 0.5, t('zoom-out')),
          button('+', 2, t('zoom-in')),
          button(t('zoom-fit'), 0, t('zoom-fit-title')),
        ),
        kit.errorSlot(f.name),
      );
      return wrap;
    }
    case 'goto':
      return gotoField(kit, wrap, label);
    case 'w':
    case 'shift': {
      const input = kit.textInput(f.name, label);
      // Back to the default: the heap period for the row width, δ for the shift.
      const reset =
        f.name === 'w'
          ? el(
              'button',
              { type: 'button', title: t('field-row-width-reset'), onclick: () => kit.on.change('w', '') },
              t('field-row-width-period'),
            )
          : el(
              'button',
              { type: 'button', title: t('field-shift-reset'), onclick: () => kit.on.change('shift', '') },
              'δ',
            );
      wrap.append(labelled(input), inline(input, reset), kit.errorSlot(f.name));
      return wrap;
    }
    case 'a': {
      const input = kit.textInput(f.name, label);
      wrap.append(labelled(input), input, kit.errorSlot(f.name));
      return wrap;
    }
    default: {
      const unknown: never = f.name;
      throw new Error(`unknown field ${String(unknown)}`);
    }
  }
}

/** The presets' menu: a first entry that chooses nothing, then each preset in its group. */
export function presetOptions(t: Translator): HTMLElement[] {
  const groups = new Map<string, HTMLElement>();
  PRESETS.forEach((p, i) => {
    const group = groups.get(p.group) ?? el('optgroup', { label: t(p.group) });
    groups.set(p.group, group);
    group.append(el('option', { value: String(i) }, t(p.name)));
  });
  return [el('option', { value: '' }, t('preset-choose')), ...groups.values()];
}

/** "Go to heap": a box and a button; Enter or the button goes there (no going while typing). */
function gotoField(kit: FieldKit, wrap: HTMLElement, label: string): HTMLElement {
  const t = kit.t;
  const input = el('input', {
    type: 'text',
    inputmode: 'numeric',
    autocomplete: 'off',
    spellcheck: 'false',
    id: `${kit.id}-goto`,
    name: 'goto',
    placeholder: t('field-goto-placeholder'),
    'aria-describedby': `${kit.id}-goto-error`,
  });
  input.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter') return;
    e.preventDefault(); // focus moves to the picture, which must not take the key too
    kit.on.change('goto', input.value);
  });
  kit.keep('goto', input);
  const go = el(
    'button',
    { type: 'button', onclick: () => kit.on.change('goto', input.value) },
    t('field-goto-button'),
  );
  wrap.append(
    el('label', { for: input.id }, label),
    el('div', { class: 'asg-inline' }, input, go),
    kit.errorSlot('goto'),
  );
  return wrap;
}
