// What the bundle gives the page besides its modules: the explorer's stylesheet as text, and what
// the embed's first frame needs besides its script (the wasm module and the first frame's messages).

/** The stylesheet, minified, as text (tools/bundle.mjs): the embed adopts it as a constructed sheet. */
declare module '*.css' {
  const text: string;
  export default text;
}

/**
 * What the embed's first frame needs besides its script (tools/bundle.mjs): the page's wasm module,
 * one character per byte, and the messages the first frame can ask for, as Fluent text.
 */
declare module 'asg-first-frame' {
  export const WASM: string;
  export const MESSAGES: Readonly<Record<'en' | 'de' | 'zh' | 'ja', string>>;
}

/**
 * The scripts of each part loaded later (tools/bundle.mjs, for prefetch.js alone): by the name of
 * the part's module (`landscape`, `proof`, …), its chunk and the chunks it imports, relative to js/.
 */
declare const ASG_PART_SCRIPTS: Readonly<Record<string, readonly string[] | undefined>>;
