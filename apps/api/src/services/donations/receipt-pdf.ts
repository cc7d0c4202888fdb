import PDFDocument from 'pdfkit';
import { drawParagraph } from './receipt-pdf-text.ts';

export { wordsLeftToRight } from './receipt-pdf-text.ts';

/** Everything a receipt says, already in words and in the donor's language: rendering decides layout only. */
export interface ReceiptContent {
  /** The document's language ("en-PK", "ur-PK"), for readers and screen readers. */
  lang: string;
  /** Laid out right to left: labels on the right, every line set from the right edge. */
  rtl: boolean;
  organisation: { name: string; lines: string[] };
  title: string;
  reference: string;
  confirmedAt: Date;
  /** Label and value, in reading order. */
  rows: [string, string][];
  thanks: string;
  quote: string;
}

const INK = '#1f2937';
const MUTED = '#4b5563';
const BRAND = '#1f6f4e';
const LABEL_WIDTH = 130;

/**
 * One A4 page in Helvetica (no font file) and, for Urdu, Noto Naskh Arabic. An Urdu receipt is the
 * English one mirrored: the same rule, rows and sizes, with labels on the right.
 */
export function renderReceiptPdf(c: ReceiptContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: c.lang,
    displayTitle: true,
    info: { Title: `${c.title} ${c.reference}`, Author: c.organisation.name, CreationDate: c.confirmedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const box = (y: number, bold = false) => ({ x: left, y, width, rtl: c.rtl, bold });

  doc.fillColor(BRAND).fontSize(20);
  let y = drawParagraph(doc, c.organisation.name, box(doc.y, true));
  doc.fillColor(MUTED).fontSize(10);
  for (const line of c.organisation.lines) if (line.trim()) y = drawParagraph(doc, line, box(y));
  y += doc.currentLineHeight(true);
  doc.moveTo(left, y).lineTo(left + width, y).strokeColor(BRAND).lineWidth(1).stroke();
  y += doc.currentLineHeight(true);

  doc.fillColor(INK).fontSize(16);
  y = drawParagraph(doc, c.title, box(y, true)) + 8;
  doc.fontSize(11);
  const valueWidth = width - LABEL_WIDTH;
  for (const [label, value] of c.rows) {
    // Left to right: label, then value; right to left: the label on the right, its value to its left.
    const labelX = c.rtl ? left + valueWidth + 10 : left;
    const valueX = c.rtl ? left : left + LABEL_WIDTH;
    doc.fillColor(MUTED);
    const labelBottom = drawParagraph(doc, label, { x: labelX, y, width: LABEL_WIDTH - 10, rtl: c.rtl, bold: true });
    doc.fillColor(INK);
    const valueBottom = drawParagraph(doc, value, { x: valueX, y, width: valueWidth - (c.rtl ? 10 : 0), rtl: c.rtl });
    y = Math.max(labelBottom, valueBottom) + 6;
  }

  y += doc.currentLineHeight(true);
  doc.fillColor(INK).fontSize(11);
  y = drawParagraph(doc, c.thanks, box(y));
  y += 2 * doc.currentLineHeight(true);
  doc.fontSize(9).fillColor(MUTED);
  drawParagraph(doc, c.quote, box(y));
  doc.end();
  return done;
}
