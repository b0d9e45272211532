// The control panel, made from one table of fields, with a message next to each control.
// @ts-nocheck
import { LANGUAGE_NAMES, LANGUAGES, TAGS } from '../text/languages.ts';
import { el, fill } from './dom.ts';
import { PRESETS } from './presets.ts';
import { VIEW_NAMES, VIEWS } from './state.ts';

/** The fields, in order: what each edits, and its label (a symbol, or a message of the catalogue). */
export const FIELDS = [
  { name: 'a', symbol: 'a' },
  { name: 'second', symbol: 'δ = b − a' },
  { name: 'view', label: 'field-view', options: VIEWS.map((v) => [v, VIEW_NAMES[v]]) },
  { name: 'w', label: 'field-row-width' },
  { name: 'shift', label: 'field-shift' },
  { name: 'zoom', label: 'field-zoom' },
  { name: 'goto', label: 'field-goto' },
  { name: 'preset', label: 'field-presets' },
  { name: 'lang', label: 'field-language' },
];

let uid = 0;

/**
 * Emits `change` with `{ name, value }` when the person edits a field (text fields on Enter,
 * blur or a pause in typing), and `zoom` with `{ by }` (a factor, or 0 for "fit").
 */
export class Controls extends EventTarget {
  /** `life`: the explorer's lifetime (a pause in typing must not send after it ends); `t`: the translator. */
  constructor(container, life, t) {
    super();
    this.life = life;
    this.t = t;
    this.id = `asg${++uid}`;
    this.inputs = {};
    this.errors = {};
    this.fields = {};
    for (const f of FIELDS) container.append(this.build(f));
  }

  emit(name, value) {
    this.dispatchEvent(new CustomEvent('change', { detail: { name, value } }));
  }

  textInput(name, label) {
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
    let cancel = () => {};
    const send = () => {
      cancel();
      if (input.value !== input.dataset.sent) {
        input.dataset.sent = input.value;
        this.emit(name, input.value);
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

  errorSlot(name) {
    const slot = el('div', { class: 'asg-error', id: `${this.id}-${name}-error`, role: 'alert', 'data-for': name });
    this.errors[name] = slot;
    return slot;
  }

  build(f) {
    const t = this.t;
    const label = f.symbol ?? t(f.label);
    const wrap = el('div', { class: 'asg-field', 'data-field': f.name });
    this.fields[f.name] = wrap;
    if (f.name === 'second') {
      const mode = el('fieldset', { class: 'asg-seg', 'aria-label': t('field-second-mode') });
      for (const [value, text, title] of [
        ['delta', 'δ', 'field-give-delta'],
        ['b', 'b', 'field-give-b'],
      ]) {
        const id = `${this.id}-second-${value}`;
        const radio = el('input', { type: 'radio', name: `${this.id}-second`, id, value });
        radio.addEventListener('change', () => this.emit('second-mode', value));
        this.inputs[`mode-${value}`] = radio;
        mode.append(radio, el('label', { for: id, title: t(title) }, text));
      }
      this.secondLabel = el('label', { for: `${this.id}-second` }, label);
      wrap.append(
        this.secondLabel,
        el('div', { class: 'asg-inline' }, mode, this.textInput('second', label)),
        this.errorSlot('second'),
      );
      return wrap;
    }
    if (f.options) {
      const group = el('fieldset', { class: 'asg-seg', 'aria-label': label });
      for (const [value, text] of f.options) {
        const id = `${this.id}-${f.name}-${value}`;
        const radio = el('input', { type: 'radio', name: `${this.id}-${f.name}`, id, value });
        radio.addEventListener('change', () => this.emit(f.name, value));
        this.inputs[`${f.name}-${value}`] = radio;
        group.append(radio, el('label', { for: id }, t(text)));
      }
      wrap.append(el('span', { class: 'asg-field-label' }, label), group, this.errorSlot(f.name));
      return wrap;
    }
    if (f.name === 'lang') {
      // Each language named in its own words: a reader finds theirs whatever the page is in.
      const select = el(
        'select',
        { name: 'lang', id: `${this.id}-lang` },
        LANGUAGES.map((l) => el('option', { value: l, lang: TAGS[l] }, t(LANGUAGE_NAMES[l]))),
      );
      select.value = LANGUAGES.includes(t.lang) ? t.lang : 'en';
      select.addEventListener('change', () => this.emit('lang', select.value));
      this.inputs.lang = select;
      wrap.append(el('label', { for: select.id }, label), select, this.errorSlot(f.name));
      return wrap;
    }
    if (f.name === 'preset') {
      const select = el(
        'select',
        { name: 'preset', id: `${this.id}-preset` },
        el('option', { value: '' }, t('preset-choose')),
      );
      const groups = new Map();
      PRESETS.forEach((p, i) => {
        if (!groups.has(p.group)) groups.set(p.group, el('optgroup', { label: t(p.group) }));
        groups.get(p.group).append(el('option', { value: String(i) }, t(p.name)));
      });
      select.append(...groups.values());
      select.addEventListener('change', () => {
        if (select.value !== '') this.emit('preset', select.value);
        select.value = '';
      });
      const tour = el(
        'button',
        { type: 'button', class: 'asg-primary', onclick: () => this.emit('tour', '1') },
        t('tour-take'),
      );
      this.inputs.preset = select;
      this.tourButton = tour;
      wrap.append(
        el('label', { for: select.id }, label),
        el('div', { class: 'asg-inline' }, select, tour),
        this.errorSlot(f.name),
      );
      return wrap;
    }
    if (f.name === 'zoom') {
      const button = (text, by, title) =>
        el(
          'button',
          {
            type: 'button',
            title,
            'aria-label': title,
            onclick: () => this.dispatchEvent(new CustomEvent('zoom', { detail: { by } })),
          },
          text,
        );
      wrap.append(
        el('span', { class: 'asg-field-label' }, label),
        el(
          'div',
          { class: 'asg-inline' },
          button('−', 0.5, t('zoom-out')),
          button('+', 2, t('zoom-in')),
          button(t('zoom-fit'), 0, t('zoom-fit-title')),
        ),
        this.errorSlot(f.name),
      );
      return wrap;
    }
    if (f.name === 'goto') return this.gotoField(wrap, label);
    const input = this.textInput(f.name, label);
    input.id = `${this.id}-${f.name}`;
    const parts = [el('label', { for: input.id }, label)];
    if (f.name === 'w') {
      const reset = el(
        'button',
        { type: 'button', title: t('field-row-width-reset'), onclick: () => this.emit('w', '') },
        t('field-row-width-period'),
      );
      parts.push(el('div', { class: 'asg-inline' }, input, reset));
    } else if (f.name === 'shift') {
      const reset = el(
        'button',
        { type: 'button', title: t('field-shift-reset'), onclick: () => this.emit('shift', '') },
        'δ',
      );
      parts.push(el('div', { class: 'asg-inline' }, input, reset));
    } else {
      parts.push(input);
    }
    wrap.append(...parts, this.errorSlot(f.name));
    return wrap;
  }

  /** "Go to heap": a box and a button; Enter or the button goes there (no going while typing). */
  gotoField(wrap, label) {
    const t = this.t;
    const input = el('input', {
      type: 'text',
      inputmode: 'numeric',
      autocomplete: 'off',
      spellcheck: 'false',
      id: `${this.id}-goto`,
      name: 'goto',
      placeholder: t('field-goto-placeholder'),
      'aria-describedby': `${this.id}-goto-error`,
    });
    input.addEventListener('keydown', (e) => {
      if (e.key !== 'Enter') return;
      e.preventDefault(); // focus moves to the picture, which must not take the key too
      this.emit('goto', input.value);
    });
    this.inputs.goto = input;
    const go = el('button', { type: 'button', onclick: () => this.emit('goto', input.value) }, t('field-goto-button'));
    wrap.append(
      el('label', { for: input.id }, label),
      el('div', { class: 'asg-inline' }, input, go),
      this.errorSlot('goto'),
    );
    return wrap;
  }

  /** Shows a state: field values, the δ/b mode, which controls apply to the view. */
  render(state, { period, delta } = {}) {
    const set = (name, value) => {
      const input = this.inputs[name];
      // Leave a field alone while the person is typing in it (in a page or a shadow root).
      if (input.getRootNode().activeElement !== input || input.dataset.sent === undefined) input.value = value;
      input.dataset.sent = input.value;
    };
    set('a', state.a);
    set('second', state.second === 'b' ? state.b : state.delta);
    this.inputs[`mode-${state.second}`].checked = true;
    this.secondLabel.textContent = state.second === 'b' ? 'b' : 'δ = b − a';
    this.inputs.second.setAttribute('aria-label', state.second === 'b' ? 'b' : 'δ');
    this.inputs[`view-${state.view}`].checked = true;
    set('w', state.w === null ? String(period ?? '') : String(state.w));
    set('shift', state.shift === null ? String(delta ?? '') : String(state.shift));
    this.fields.w.hidden = state.view !== 'grid' && state.view !== 'ledger';
    this.fields.shift.hidden = state.view !== 'collisions';
    this.fields.goto.hidden = ['ledger', 'landscape', 'practice'].includes(state.view);
  }

  /** A message (text and nodes; none clears it) next to a field, which is marked invalid meanwhile. */
  setError(name, message) {
    const slot = this.errors[name];
    if (!slot) return;
    fill(slot, message);
    const input = this.inputs[name];
    if (input) input.setAttribute('aria-invalid', slot.textContent ? 'true' : 'false');
  }

  clearErrors() {
    for (const name of Object.keys(this.errors)) this.setError(name, []);
  }
}
