import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';
import PDFDocument from 'pdfkit';
import { ToWords } from 'to-words';
import { rupees } from '@foundation/contract/common';
import { formatMoney } from '@foundation/contract/money';
import { hasArabicScript } from '@foundation/contract/routes';

/** Everything a receipt says, already in words: rendering decides layout only. */
export interface ReceiptContent {
  organisation: { name: string; address: string; phone: string; email: string };
  title: string;
  reference: string;
  confirmedAt: Date;
  donorName: string | null;
  amountPaisa: number;
  purpose: string;
  paymentMethod: string;
  thanks: string;
}

// en-PK writes lakh and crore as a Pakistani reader expects; in Pakistan the plural of paisa is paisa.
const words = new ToWords({
  localeCode: 'en-PK',
  converterOptions: {
    currency: true,
    currencyOptions: { name: 'Rupee', plural: 'Rupees', singular: 'Rupee', symbol: 'Rs', fractionalUnit: { name: 'Paisa', plural: 'Paisa', singular: 'Paisa', symbol: '' } },
  },
});
const karachiDate = new Intl.DateTimeFormat('en-PK', { timeZone: 'Asia/Karachi', day: 'numeric', month: 'long', year: 'numeric' });

export const amountInWords = (paisa: number) => words.convert(paisa / 100);

const INK = '#1f2937';
const MUTED = '#4b5563';
const BRAND = '#1f6f4e';

/**
 * A name written in Urdu (a donor who gave from the Urdu site) is drawn in Noto Naskh Arabic, the
 * printed style of the script; Helvetica has no Arabic letters. pdfkit shapes the letters (fontkit)
 * but does not order the words of a line that mixes directions, so the words are ordered by the
 * Unicode Bidirectional Algorithm (bidi-js) and placed one by one, left to right.
 */
const URDU_FONT = createRequire(import.meta.url).resolve('@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff');
const bidi = bidiFactory();

/**
 * The words of a one-line text in the order they are seen, left to right. Each word takes the
 * level the algorithm resolved for its first letter; then rule L2: from the highest level down to
 * the lowest odd one, every run of words at that level or above is reversed. "عائشہ صدیقی" reads
 * right to left; "Zainab عائشہ Ali", begun in Latin, keeps its words' order.
 */
export function wordsLeftToRight(text: string): string[] {
  const { levels } = bidi.getEmbeddingLevels(text);
  const words = [...text.matchAll(/\S+/g)].map((m) => ({ word: m[0], level: levels[m.index]! }));
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

function mixedLine(doc: PDFKit.PDFDocument, text: string, x: number, y: number) {
  // Each word in its own face: a name may mix Urdu and Latin letters, and the Urdu face has no Latin.
  const space = doc.font('Helvetica').widthOfString(' ');
  let left = x;
  for (const word of wordsLeftToRight(text)) {
    const face = hasArabicScript(word) ? URDU_FONT : 'Helvetica';
    doc.font(face).text(word, left, y, { lineBreak: false });
    left += doc.widthOfString(word) + space;
  }
  doc.text('', x, y + doc.currentLineHeight(true));
}

/** One A4 page, in English, in the standard Helvetica (no font file), but for a name in Urdu. */
export function renderReceiptPdf(c: ReceiptContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: 'en-PK',
    displayTitle: true,
    info: { Title: `${c.title} ${c.reference}`, Author: c.organisation.name, CreationDate: c.confirmedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(20).text(c.organisation.name);
  doc.fillColor(MUTED).font('Helvetica').fontSize(10);
  for (const line of [c.organisation.address, `Phone: ${c.organisation.phone}`, `E-mail: ${c.organisation.email}`]) {
    if (line.trim()) doc.text(line);
  }
  doc.moveDown();
  const ruleY = doc.y;
  doc.moveTo(doc.page.margins.left, ruleY).lineTo(doc.page.width - doc.page.margins.right, ruleY).strokeColor(BRAND).lineWidth(1).stroke();
  doc.moveDown();

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(16).text(c.title);
  doc.moveDown(0.5);
  const rows: [string, string][] = [
    ['Reference', c.reference],
    ['Date verified', karachiDate.format(c.confirmedAt)],
    ...(c.donorName ? [['Received from', c.donorName] as [string, string]] : []),
    ['Amount', formatMoney(rupees(c.amountPaisa), { decimals: 'always' })],
    ['Amount in words', amountInWords(c.amountPaisa)],
    ['For', c.purpose],
    ['Payment method', c.paymentMethod],
  ];
  const labelWidth = 130;
  const x = doc.page.margins.left;
  const valueWidth = doc.page.width - doc.page.margins.right - x - labelWidth;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(11).fillColor(MUTED).text(label, x, y, { width: labelWidth - 10 });
    const labelBottom = doc.y;
    doc.fillColor(INK);
    if (hasArabicScript(value)) mixedLine(doc, value, x + labelWidth, y);
    else doc.font('Helvetica').text(value, x + labelWidth, y, { width: valueWidth });
    doc.y = Math.max(doc.y, labelBottom) + 6;
  }

  doc.moveDown();
  doc.font('Helvetica').fontSize(11).fillColor(INK).text(c.thanks, x, doc.y, { width: doc.page.width - doc.page.margins.left - doc.page.margins.right });
  doc.moveDown(2);
  doc.fontSize(9).fillColor(MUTED).text(`Please quote ${c.reference} if you write to us about this gift.`);
  doc.end();
  return done;
}
