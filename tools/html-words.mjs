// The words of the static pages (www/index.html, www/embed.html), from the catalogues: each element
// marked data-message="id" holds that message in the language of its lang attribute (else the
// page's, English). So the title and the description a search engine shows are the English
// catalogue's, and the <noscript> paragraphs, which a reader without JavaScript sees before any
// script could choose a language, are each catalogue's in turn. Once its catalogue is there the
// page says its title and description again in the reader's language (www/src/text/site.ts);
// no script is inline, so the pages keep their Content-Security-Policy ('self' only).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FluentBundle, FluentResource } from '@fluent/bundle';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** The static pages, in www/. */
export const PAGES = ['index.html', 'embed.html'];

/** The catalogue of each language tag a page may name. */
const CATALOGUES = { en: 'en', de: 'de', 'zh-Hans': 'zh', ja: 'ja' };

const bundles = new Map();

/** Message `id` of the catalogue for tag `tag`, as plain text. */
function say(id, tag) {
  const lang = CATALOGUES[tag];
  if (!lang) throw new Error(`no catalogue for lang="${tag}"`);
  let bundle = bundles.get(lang);
  if (!bundle) {
    bundle = new FluentBundle(tag, { useIsolating: false });
    bundle.addResource(new FluentResource(readFileSync(`${ROOT}www/locales/${lang}.ftl`, 'utf8')));
    bundles.set(lang, bundle);
  }
  const message = bundle.getMessage(id);
  if (!message?.value) throw new Error(`no message "${id}" in ${lang}.ftl`);
  const errors = [];
  const text = bundle.formatPattern(message.value, null, errors);
  if (errors.length) throw new Error(`message "${id}" in ${lang}.ftl: ${errors.join('; ')}`);
  return text;
}

/** `text` safe inside an HTML element or a double-quoted attribute. */
const escaped = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The lang attribute among an element's attributes, if any. */
const langOf = (attributes) => / lang="([^"]+)"/.exec(attributes)?.[1];

/** Page `html` with the words of its elements marked data-message put in from the catalogues. */
export function withWords(html) {
  const page = /<html lang="([^"]+)"/.exec(html)?.[1] ?? 'en';
  return (
    html
      // <meta … data-message="id" content="…">: the message in the content.
      .replace(
        /<meta([^>]*) data-message="([a-z][\w-]*)" content="[^"]*"([^>]*)>/g,
        (_, before, id, after) => `<meta${before} data-message="${id}" content="${escaped(say(id, page))}"${after}>`,
      )
      // <title …> or <p …> with data-message="id": the message as its text.
      .replace(
        /<(title|p)([^>]*) data-message="([a-z][\w-]*)"([^>]*)>[^<]*<\/\1>/g,
        (_, tag, before, id, after) =>
          `<${tag}${before} data-message="${id}"${after}>${escaped(say(id, langOf(before + after) ?? page))}</${tag}>`,
      )
  );
}

/** Writes the catalogues' words into the static pages (only those whose words changed). Returns the pages written. */
export function writeWords() {
  const written = [];
  for (const name of PAGES) {
    const path = `${ROOT}www/${name}`;
    const html = readFileSync(path, 'utf8');
    const out = withWords(html);
    if (out === html) continue;
    writeFileSync(path, out);
    written.push(name);
  }
  return written;
}
