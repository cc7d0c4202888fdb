import bidiFactory from 'bidi-js';
import { hasArabicScript } from '@foundation/contract/routes';
import { ascentOf, pieces, useFace } from './receipt-pdf-fonts.ts';

const bidi = bidiFactory();

/**
 * The words of a one-line text in the order they are seen, left to right. Each word takes the
 * level the algorithm resolved for its first letter or digit; then rule L2: from the highest level down to
 * the lowest odd one, every run of words at that level or above is reversed. "عائشہ صدیقی" reads
 * right to left; "Zainab عائشہ Ali", begun in Latin, keeps its words' order. `direction` fixes the
 * paragraph's own (a line of an Urdu receipt begun with a Latin word still reads right to left).
 */
export function wordsLeftToRight(text: string, direction?: 'ltr' | 'rtl'): string[] {
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  // A word's level is its first letter's or digit's: "+92" is a number, not the neutral + before it.
  const words = [...text.matchAll(/\S+/g)].map((m) => ({ word: m[0], level: levels[m.index + Math.max(0, m[0].search(/[\p{L}\p{N}]/u))]! }));
  const highest = Math.max(...words.map((w) => w.level));
  const lowestOdd = Math.min(...words.map((w) => w.level | 1));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < words.length; start++) {
      if (words[start]!.level < level) continue;
      let end = start;
      while (end + 1 < words.length && words[end + 1]!.level >= level) end++;
      words.splice(start, end - start + 1, ...words.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return words.map((w) => w.word);
}

export interface TextBox {
  x: number;
  y: number;
  width: number;
  /** Right to left: every line reads right to left and starts at the box's right edge. */
  rtl: boolean;
  bold?: boolean;
  /** Each line centred in the box (a certificate's), instead of set from its start side. */
  center?: boolean;
}

/**
 * A word's pieces as they are seen, left to right, each measured in its face: an Urdu word's
 * pieces read right to left ("فون:" shows its colon on the left).
 */
function laidWord(doc: PDFKit.PDFDocument, word: string, bold?: boolean) {
  const parts = pieces(word).map((p) => ({ ...p, width: useFace(doc, p.urdu, bold).widthOfString(p.text) }));
  if (hasArabicScript(word)) parts.reverse();
  return { parts, width: parts.reduce((sum, p) => sum + p.width, 0) };
}

/** Lines of words that fit `width`, in reading order. */
function lines(doc: PDFKit.PDFDocument, words: string[], width: number, space: number, bold?: boolean): string[][] {
  const out: string[][] = [];
  let line: string[] = [];
  let used = 0;
  for (const word of words) {
    const w = laidWord(doc, word, bold).width;
    if (line.length && used + space + w > width) {
      out.push(line);
      line = [];
      used = 0;
    }
    used += (line.length ? space : 0) + w;
    line.push(word);
  }
  if (line.length) out.push(line);
  return out;
}

/**
 * Draws a paragraph in the current size and colour, wrapped to the box and set from its start
 * side, and answers the y below it. pdfkit shapes Urdu letters (fontkit) but does not order the
 * words of a line that mixes directions, so Latin text in a left-to-right box is left to pdfkit, as
 * it always was, and anything else is placed piece by piece in the order the Unicode Bidirectional
 * Algorithm (bidi-js) gives, every piece on one baseline.
 */
export function drawParagraph(doc: PDFKit.PDFDocument, text: string, box: TextBox): number {
  if (!box.rtl && !hasArabicScript(text)) {
    useFace(doc, false, box.bold).text(text, box.x, box.y, { width: box.width, align: box.center ? 'center' : 'left' });
    return doc.y;
  }
  const space = useFace(doc, false).widthOfString(' ');
  // Noto Naskh reaches further above and below the line than Helvetica: it sets the line's height and baseline.
  const lineHeight = useFace(doc, true, box.bold).currentLineHeight(true);
  const baseline = ascentOf(doc, true, box.bold);
  let y = box.y;
  for (const line of lines(doc, text.split(/\s+/).filter(Boolean), box.width, space, box.bold)) {
    // On an English receipt a name keeps its own direction; on an Urdu one every line reads right to left.
    const seen = wordsLeftToRight(line.join(' '), box.rtl ? 'rtl' : undefined).map((word) => laidWord(doc, word, box.bold));
    const total = seen.reduce((sum, w) => sum + w.width, 0) + space * (seen.length - 1);
    let left = box.center ? box.x + (box.width - total) / 2 : box.rtl ? box.x + box.width - total : box.x;
    for (const word of seen) {
      for (const part of word.parts) {
        const top = y + baseline - ascentOf(doc, part.urdu, box.bold);
        useFace(doc, part.urdu, box.bold).text(part.text, left, top, { lineBreak: false });
        left += part.width;
      }
      left += space;
    }
    y += lineHeight;
  }
  doc.text('', box.x, y);
  return y;
}
