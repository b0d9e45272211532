// The PNG export: the view's canvases on one sheet with its title, legend and caption drawn as
// text above and below, encoded by the browser, with the title and the caption also written
// into the file as text chunks (iTXt: UTF-8, with the language).
import type { Sheet } from './sheet.ts';

/** Draws the sheet (sheet.ts) and its pictures onto a new canvas. */
export function sheetCanvas(sheet: Sheet): HTMLCanvasElement {
  const out = document.createElement('canvas');
  out.width = sheet.width;
  out.height = sheet.height;
  const ctx = out.getContext('2d', { alpha: false });
  if (!ctx) throw new Error('an export draws on a 2D canvas');
  ctx.fillStyle = sheet.background;
  ctx.fillRect(0, 0, sheet.width, sheet.height);
  for (const p of sheet.pictures) ctx.drawImage(p.canvas, 0, p.top);
  for (const s of sheet.swatches) {
    ctx.fillStyle = s.colour;
    ctx.fillRect(s.x, s.y, s.w, s.h);
  }
  ctx.textBaseline = 'alphabetic';
  ctx.textAlign = 'left';
  for (const para of sheet.paragraphs) {
    ctx.fillStyle = para.colour;
    for (const { y, pieces } of para.lines)
      for (const p of pieces) {
        ctx.font = p.font;
        ctx.fillText(p.text, p.x, y);
      }
  }
  return out;
}

/**
 * PNG bytes of a canvas, encoded at once: toBlob and convertToBlob wait for the page to be idle
 * before they start, which after a click can be a whole second.
 */
export function pngBytes(canvas: HTMLCanvasElement): Uint8Array<ArrayBuffer> {
  const url = canvas.toDataURL('image/png');
  const text = atob(url.slice(url.indexOf(',') + 1));
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

let table: Uint32Array | undefined;
/** CRC-32 of PNG chunks (ISO 3309), over `bytes`. */
function crc32(bytes: Uint8Array): number {
  if (!table) {
    table = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c >>> 0;
    }
  }
  let c = 0xffffffff;
  for (const b of bytes) c = (table[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** One PNG chunk: length, type, data, CRC. */
function chunk(type: string, data: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/**
 * An iTXt chunk: keyword (Latin letters), not compressed, language tag `lang`, no translated
 * keyword, and the text in UTF-8 (tEXt holds Latin-1 only, and a title has δ in it).
 */
export function textChunk(keyword: string, text: string, lang: string): Uint8Array<ArrayBuffer> {
  const enc = new TextEncoder();
  const parts: readonly ArrayLike<number>[] = [
    enc.encode(keyword),
    [0, 0, 0],
    enc.encode(lang),
    [0],
    [0],
    enc.encode(text),
  ];
  const data = new Uint8Array(parts.reduce((s, p) => s + p.length, 0));
  let at = 0;
  for (const p of parts) {
    data.set(p, at);
    at += p.length;
  }
  return chunk('iTXt', data);
}

/** PNG bytes with text chunks [[keyword, text], …] put after the header chunk (IHDR). */
export function withText(
  png: Uint8Array,
  entries: readonly (readonly [string, string])[],
  lang: string,
): Uint8Array<ArrayBuffer> {
  const ihdrEnd = 8 + 12 + new DataView(png.buffer, png.byteOffset).getUint32(8);
  const chunks = entries.filter(([, text]) => text).map(([k, text]) => textChunk(k, text, lang));
  const out = new Uint8Array(png.length + chunks.reduce((s, c) => s + c.length, 0));
  out.set(png.subarray(0, ihdrEnd), 0);
  let at = ihdrEnd;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  out.set(png.subarray(ihdrEnd), at);
  return out;
}

/** The PNG file of a sheet: its picture and text, and the title and caption as text chunks. */
export async function pngOfSheet(sheet: Sheet): Promise<Blob> {
  const bytes = pngBytes(sheetCanvas(sheet));
  const png = withText(
    bytes,
    [
      ['Title', sheet.title],
      ['Description', sheet.description],
    ],
    sheet.lang,
  );
  return new Blob([png], { type: 'image/png' });
}
