// The control panel, made from one table of fields, with a message next to each control.
import { el } from './dom.js';
import { PRESETS } from './presets.js';

/** The fields, in order: what each edits and how it is labelled. */
export const FIELDS = [
  { name: 'a', label: 'a', hint: 'the smaller move' },
  { name: 'second', label: 'δ = b − a', hint: 'or give b instead' },
  {
    name: 'view',
    label: 'View',
    options: [
      ['grid', 'Grid'],
      ['strip', 'Number line'],
      ['gaps', 'Gaps'],
      ['collisions', 'Collisions'],
      ['residues', 'Residues'],
      ['ledger', 'Ledger'],
      ['play', 'Play'],
      ['landscape', 'Landscape'],
    ],
  },
  { name: 'w', label: 'Row width', hint: 'heaps per grid row' },
  { name: 'shift', label: 'Shift k', hint: 'δ when empty' },
  { name: 'zoom', label: 'Zoom' },
  { name: 'preset', label: 'Presets' },
];

let uid = 0;

/**
 * Emits `change` with `{ name, value }` when the person edits a field (text fields on Enter,
 * blur or a pause in typing), and `zoom` with `{ by }` (a factor, or 0 for "fit").
 */
export class Controls extends EventTarget {
  /** `life`: the explorer's lifetime (a pause in typing must not send after it ends). */
  constructor(container, life) {
    super();
    this.life = life;
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
    const wrap = el('div', { class: 'asg-field', 'data-field': f.name });
    this.fields[f.name] = wrap;
    if (f.name === 'second') {
      const mode = el('fieldset', { class: 'asg-seg', 'aria-label': 'second parameter' });
      for (const [value, text] of [
        ['delta', 'δ'],
        ['b', 'b'],
      ]) {
        const id = `${this.id}-second-${value}`;
        const radio = el('input', { type: 'radio', name: `${this.id}-second`, id, value });
        radio.addEventListener('change', () => this.emit('second-mode', value));
        this.inputs[`mode-${value}`] = radio;
        mode.append(radio, el('label', { for: id, title: value === 'delta' ? 'give δ = b − a' : 'give b' }, text));
      }
      this.secondLabel = el('label', { for: `${this.id}-second` }, f.label);
      wrap.append(
        this.secondLabel,
        el('div', { class: 'asg-inline' }, mode, this.textInput('second', f.label)),
        this.errorSlot('second'),
      );
      return wrap;
    }
    if (f.options) {
      const group = el('fieldset', { class: 'asg-seg', 'aria-label': f.label });
      for (const [value, text] of f.options) {
        const id = `${this.id}-${f.name}-${value}`;
        const radio = el('input', { type: 'radio', name: `${this.id}-${f.name}`, id, value });
        radio.addEventListener('change', () => this.emit(f.name, value));
        this.inputs[`${f.name}-${value}`] = radio;
        group.append(radio, el('label', { for: id }, text));
      }
      wrap.append(el('span', { class: 'asg-field-label' }, f.label), group, this.errorSlot(f.name));
      return wrap;
    }
    if (f.name === 'preset') {
      const select = el(
        'select',
        { name: 'preset', id: `${this.id}-preset` },
        el('option', { value: '' }, 'Choose a game…'),
      );
      const groups = new Map();
      PRESETS.forEach((p, i) => {
        if (!groups.has(p.group)) groups.set(p.group, el('optgroup', { label: p.group }));
        groups.get(p.group).append(el('option', { value: String(i) }, p.name));
      });
      select.append(...groups.values());
      select.addEventListener('change', () => {
        if (select.value !== '') this.emit('preset', select.value);
        select.value = '';
      });
      const tour = el(
        'button',
        { type: 'button', class: 'asg-primary', onclick: () => this.emit('tour', '1') },
        'Take the tour',
      );
      this.inputs.preset = select;
      wrap.append(
        el('label', { for: select.id }, f.label),
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
        el('span', { class: 'asg-field-label' }, f.label),
        el(
          'div',
          { class: 'asg-inline' },
          button('−', 0.5, 'zoom out'),
          button('+', 2, 'zoom in'),
          button('Fit', 0, 'fit one period, back to the start'),
        ),
        this.errorSlot(f.name),
      );
      return wrap;
    }
    const input = this.textInput(f.name, f.label);
    input.id = `${this.id}-${f.name}`;
    const parts = [el('label', { for: input.id }, f.label)];
    if (f.name === 'w') {
      const reset = el(
        'button',
        { type: 'button', title: 'one heap period per row', onclick: () => this.emit('w', '') },
        'period',
      );
      parts.push(el('div', { class: 'asg-inline' }, input, reset));
    } else if (f.name === 'shift') {
      const reset = el(
        'button',
        { type: 'button', title: 'back to the shift δ', onclick: () => this.emit('shift', '') },
        'δ',
      );
      parts.push(el('div', { class: 'asg-inline' }, input, reset));
    } else {
      parts.push(input);
    }
    wrap.append(...parts, this.errorSlot(f.name));
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
  }

  /** A message next to a field ('' clears it); the field is marked invalid meanwhile. */
  setError(name, message) {
    const slot = this.errors[name];
    if (!slot) return;
    slot.textContent = message;
    const input = this.inputs[name];
    if (input) input.setAttribute('aria-invalid', message ? 'true' : 'false');
  }

  clearErrors() {
    for (const name of Object.keys(this.errors)) this.setError(name, '');
  }
}
