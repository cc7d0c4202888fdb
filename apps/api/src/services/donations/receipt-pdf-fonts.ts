import { createRequire } from 'node:module';

/**
 * The receipt's faces: Helvetica (built into every PDF reader, no file) for Latin letters and
 * digits, and Noto Naskh Arabic, the printed style of the Urdu script, for Urdu. The Urdu file is
 * the Arabic part of the face (as @fontsource ships it): it holds no Latin letters, digits or ASCII
 * punctuation, so every run of text is drawn in the face that has its letters.
 */
const urduFile = (weight: 400 | 700) => createRequire(import.meta.url).resolve(`@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-${weight}-normal.woff`);
const URDU = { regular: urduFile(400), bold: urduFile(700) };
const LATIN = { regular: 'Helvetica', bold: 'Helvetica-Bold' };

/** A letter of the Urdu face's file: the Arabic script, its marks and the joiners it shapes with. */
const URDU_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF\u200C\u200D]/;

/** A word cut where its face changes ("فون:" is فون and :), each piece with whether it is Urdu. */
export function pieces(word: string): { text: string; urdu: boolean }[] {
  const out: { text: string; urdu: boolean }[] = [];
  for (const ch of word) {
    const urdu = URDU_LETTER.test(ch);
    const last = out[out.length - 1];
    if (last && last.urdu === urdu) last.text += ch;
    else out.push({ text: ch, urdu });
  }
  return out;
}

interface LaidGlyph {
  id: number;
  codePoints: number[];
  advanceWidth: number;
}

/** What fontkit 2 keeps of a font: one glyph object per shape, made by getGlyph. */
interface Fontkit {
  getGlyph(id: number, codePoints?: number[]): LaidGlyph;
}

/** What pdfkit 0.20's embedded font keeps (js/font/embedded.js): the fontkit font, its subset, widths and shape-to-letters table. */
interface EmbeddedFont {
  font: Fontkit;
  ascender: number;
  scale: number;
  widths: number[];
  unicode: (number[] | undefined)[];
  subset: { glyphs: number[]; includeGlyph(id: number): number };
  layout(text: string, features?: unknown): { glyphs: LaidGlyph[]; positions: unknown[] };
  encode(text: string, features?: unknown): [string[], unknown[]];
}

const current = (doc: PDFKit.PDFDocument) => (doc as unknown as { _font: EmbeddedFont; _fontSize: number })._font;
const sizeOf = (doc: PDFKit.PDFDocument) => (doc as unknown as { _fontSize: number })._fontSize;

const patched = new WeakSet<object>();

/**
 * Makes an Urdu face name each letter it draws, so text copied from the receipt, a screen reader
 * and pdftotext read what is printed. Noto Naskh draws ب ت ن ی (and others) on one dotless shape
 * with the dots as marks. fontkit keeps one object per shape, holding the letters of its first use,
 * and pdfkit names a shape in the PDF's shape-to-letters table once, for the first letters it was
 * drawn for: every later ت on a shape first drawn for ب read as ب. So the shapes a layout makes
 * carry the letters of that layout, and a shape drawn for other letters than its first gets a twin
 * in the embedded font (the same outline under a new number) named for them. Otherwise the same
 * steps as pdfkit's own encode; both libraries are pinned, so the fields used here hold.
 */
function namingEachLetter(embedded: EmbeddedFont) {
  if (patched.has(embedded)) return;
  patched.add(embedded);
  const fontkit = embedded.font;
  const cached = fontkit.getGlyph.bind(fontkit);
  const Glyph = cached(0).constructor as new (id: number, codePoints: number[], font: Fontkit) => LaidGlyph;
  fontkit.getGlyph = (id, codePoints = []) => (codePoints.length ? new Glyph(id, codePoints, fontkit) : cached(id));

  const twins = new Map<string, number>();
  const lettersOf = (codePoints: number[] | undefined) => String.fromCodePoint(...(codePoints ?? []));
  embedded.encode = function encode(text, features) {
    const { glyphs, positions } = this.layout(text, features);
    const codes = glyphs.map((glyph) => {
      let gid = this.subset.includeGlyph(glyph.id);
      const letters = lettersOf(glyph.codePoints);
      if (this.unicode[gid] !== undefined && lettersOf(this.unicode[gid]) !== letters) {
        const key = `${glyph.id}:${letters}`;
        gid = twins.get(key) ?? this.subset.glyphs.push(glyph.id) - 1;
        twins.set(key, gid);
      }
      this.widths[gid] ??= glyph.advanceWidth * this.scale;
      this.unicode[gid] ??= glyph.codePoints;
      return `0000${gid.toString(16)}`.slice(-4);
    });
    return [codes, positions];
  };
}

/** Sets the face of a piece of text (Urdu or not); an Urdu face names each letter from its first layout on. */
export function useFace(doc: PDFKit.PDFDocument, urdu: boolean, bold = false) {
  doc.font(urdu ? (bold ? URDU.bold : URDU.regular) : bold ? LATIN.bold : LATIN.regular);
  if (urdu) namingEachLetter(current(doc));
  return doc;
}

/** How far a face reaches above its baseline at the current size: pieces of two faces share one baseline. */
export const ascentOf = (doc: PDFKit.PDFDocument, urdu: boolean, bold = false) => (current(useFace(doc, urdu, bold)).ascender * sizeOf(doc)) / 1000;
