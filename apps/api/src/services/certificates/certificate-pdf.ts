import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { drawParagraph } from '../donations/receipt-pdf-text.ts';

/** Everything a certificate says, already in words and in its language: rendering decides layout only. */
export interface CertificateContent {
  lang: string;
  rtl: boolean;
  organisation: string;
  title: string;
  certifies: string;
  name: string;
  completed: string;
  course: string;
  /** Omitted for a course that states no hours. */
  hours: string | null;
  date: string;
  code: string;
  verify: string;
  url: string;
  issuedAt: Date;
}

const INK = '#1f2937';
const MUTED = '#4b5563';
const BRAND = '#1f6f4e';
const QR_SIZE = 110;

/** The QR code drawn as squares, so it stays sharp at any zoom and needs no image. */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = QR_SIZE / modules.size;
  doc.fillColor('#000000');
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell, cell);
  }
  doc.fill();
}

/**
 * One landscape A4 page, centred, in the receipt's faces (Helvetica, Noto Naskh Arabic for Urdu).
 * Not encrypted and not locked: a learner may print it, copy from it and attach it anywhere.
 */
export function renderCertificatePdf(c: CertificateContent): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 48, lang: c.lang, displayTitle: true, info: { Title: `${c.title}: ${c.name}`, Author: c.organisation, CreationDate: c.issuedAt } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { width: pageWidth, height: pageHeight } = doc.page;
  doc.rect(20, 20, pageWidth - 40, pageHeight - 40).lineWidth(3).strokeColor(BRAND).stroke();
  doc.rect(28, 28, pageWidth - 56, pageHeight - 56).lineWidth(0.75).strokeColor(BRAND).stroke();

  const left = 70;
  const width = pageWidth - 2 * left;
  const line = (text: string, y: number, size: number, color: string, bold = false) => {
    doc.fillColor(color).fontSize(size);
    return drawParagraph(doc, text, { x: left, y, width, rtl: c.rtl, bold, center: true });
  };
  let y = line(c.organisation, 60, 18, BRAND, true) + 14;
  y = line(c.title, y, 30, INK, true) + 18;
  y = line(c.certifies, y, 13, MUTED) + 8;
  y = line(c.name, y, 28, BRAND, true) + 8;
  y = line(c.completed, y, 13, MUTED) + 8;
  y = line(c.course, y, 20, INK, true) + 10;
  if (c.hours) y = line(c.hours, y, 12, MUTED) + 4;
  line(c.date, y, 12, INK);

  // The verification block at the foot: the code and its address beside the QR code.
  const qrY = pageHeight - 56 - QR_SIZE;
  const qrX = c.rtl ? left : pageWidth - left - QR_SIZE;
  drawQr(doc, c.url, qrX, qrY);
  const textX = c.rtl ? left + QR_SIZE + 16 : left;
  const textWidth = width - QR_SIZE - 16;
  doc.fillColor(INK).fontSize(11);
  let footY = drawParagraph(doc, c.code, { x: textX, y: qrY + 20, width: textWidth, rtl: c.rtl, bold: true }) + 6;
  doc.fillColor(MUTED).fontSize(9);
  footY = drawParagraph(doc, c.verify, { x: textX, y: footY, width: textWidth, rtl: c.rtl }) + 2;
  doc.fillColor(BRAND);
  drawParagraph(doc, c.url, { x: textX, y: footY, width: textWidth, rtl: c.rtl });
  doc.end();
  return done;
}
