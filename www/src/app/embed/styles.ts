// The explorer's styles in an embed: the stylesheet the embed's script carries, adopted as one
// constructed sheet of each document its embeds are in.
import STYLES from '../../../css/explorer.css';

/** The explorer's stylesheet of each document its embeds have been in. */
const sheets = new WeakMap<Document, CSSStyleSheet>();

/**
 * The explorer's styles (in the bundle, as text) as one constructed stylesheet of `doc` that every
 * embed in it adopts: no `<link>` to another origin, which a page's Content-Security-Policy
 * (style-src) or Cross-Origin-Embedder-Policy would block, and no request before the first frame.
 * A constructed sheet belongs to its document: an embed moved into another (an editor's preview
 * frame) adopts that document's own.
 */
export function styles(doc: Document): CSSStyleSheet {
  let sheet = sheets.get(doc);
  if (!sheet) {
    const Sheet = doc.defaultView?.CSSStyleSheet ?? CSSStyleSheet;
    sheet = new Sheet();
    sheet.replaceSync(STYLES);
    sheets.set(doc, sheet);
  }
  return sheet;
}
