// The English catalogue in node, for tests that check what a message says (the page's own
// translator, over www/locales/en.ftl).
import { readFileSync } from 'node:fs';
import { translatorFor } from '../../www/src/text/i18n.ts';

/** The English translator: `say(msg)` is the text a person reads. */
export const say = translatorFor(readFileSync(new URL('../../www/locales/en.ftl', import.meta.url), 'utf8'), 'en');
