// What the bundle gives the page besides its modules: the explorer's stylesheet as text, and the
// few messages an embed shows when its catalogue cannot be fetched.

/** The stylesheet, minified, as text (tools/bundle.mjs): the embed adopts it as a constructed sheet. */
declare module '*.css' {
  const text: string;
  export default text;
}

/** Messages of each catalogue as Fluent text, taken from www/locales at build time (tools/bundle.mjs). */
declare module 'asg-offline-messages' {
  const messages: Readonly<Record<'en' | 'de' | 'zh' | 'ja', string>>;
  export default messages;
}
