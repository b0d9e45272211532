// What the bundle gives the page besides its modules: the explorer's stylesheet as text.

/** The stylesheet, minified, as text (tools/bundle.mjs): the embed adopts it as a constructed sheet. */
declare module '*.css' {
  const text: string;
  export default text;
}
