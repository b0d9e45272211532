// The embed code a person copies: two lines that are valid HTML wherever the site lives (its
// address, the attributes and the fallback link all escaped), and that say the same state.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { embedCode, escapeHtml } from '../../www/src/app/share.ts';
import { fromQuery } from '../../www/src/state/query.ts';
import { DEFAULTS } from '../../www/src/state/state.ts';

test('the embed code escapes the site’s address, the attributes and the fallback text', () => {
  const site = new URL('https://blog.example/x&copy/<b>/');
  const state = { ...DEFAULTS, a: '7', delta: '12', view: 'collisions', shift: 9n };
  const code = embedCode(state, { ui: 'picture', site, label: 'ASG Explorer: a = 7, δ = 12' });
  const [script, element] = code.split('\n');
  assert.equal(script, '<script type="module" src="https://blog.example/x&#38;copy/%3Cb%3E/js/embed.js"></script>');
  assert.doesNotMatch(code, /&copy;|&copy(?!;)/, 'no entity the browser would turn into ©');
  assert.match(
    element,
    /^<asg-explorer a="7" delta="12" view="collisions" shift="9" ui="picture"><a href="https:\/\/blog\.example\/x&#38;copy\/%3Cb%3E\/\?a=7&#38;delta=12&#38;view=collisions&#38;shift=9">ASG Explorer: a = 7, δ = 12<\/a><\/asg-explorer>$/,
  );
  // The attributes give back the state.
  const attrs = Object.fromEntries([...element.matchAll(/ (\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  const back = fromQuery(`?${new URLSearchParams(attrs)}`).state;
  assert.deepEqual([back.a, back.delta, back.view, back.shift, back.ui], ['7', '12', 'collisions', 9n, 'picture']);
  assert.equal(escapeHtml(`"<'&>`), '&#34;&#60;&#39;&#38;&#62;');
});
