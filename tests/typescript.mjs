// Lets node run the page's TypeScript as it is (for the unit tests, and the browser tests that
// format messages in node): `node --import ./tests/typescript.mjs --test …`. Each .ts module is
// compiled by esbuild when node loads it; types are only stripped (tsc checks them).
import { register } from 'node:module';

register('./typescript-hooks.mjs', import.meta.url);
