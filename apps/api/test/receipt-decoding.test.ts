import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donationMessages as m } from '@foundation/contract/donations';
import { allDonations, filesUnder, multipart, onePagePdf, receipts, walletGift, type FilePart } from './fixtures/donations.ts';
import { createTestApp, type TestContext } from './helpers.ts';

/**
 * A receipt is kept only when staff can open it: a picture that decodes to its last pixel, a PDF
 * with a page to show. A file that only starts like one (a truncated PNG, a GIF header followed by
 * script, `%PDF-` followed by a web page) is refused with its own message, and nothing is kept.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
}, 300_000);
afterAll(() => t.close());

let caller = 0;
const submit = (file: FilePart) =>
  t.app.inject({ method: 'POST', url: '/api/manualPayment', remoteAddress: `10.7.0.${++caller}`, ...multipart(walletGift, file) });
const receipt = (content: Buffer, filename: string, type: string): FilePart => ({ name: 'receipt_file', filename, type, content });

/** A photo-like picture: every pixel different, so a file cut short loses real data. */
const photo = (format: 'png' | 'jpeg' | 'webp' | 'gif') => {
  const [width, height] = [240, 160];
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919 + (i >> 7)) % 251;
  return sharp(raw, { raw: { width, height, channels: 3 } })[format]().toBuffer();
};

/** A PDF as pdfkit writes one (a bank's app, a scanner's software). */
const pdfkitPdf = () =>
  new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.fontSize(20).text('Meezan Bank: transfer of PKR 1,500 to the foundation');
    doc.end();
  });

/** A BMP header for 100x100 pixels at 24 bits, and the first 10 bytes of its pixels. */
const bmpHeaderOnly = () => {
  const file = Buffer.concat([receipts.bmp.subarray(0, 54), Buffer.alloc(10, 0x33)]);
  file.writeInt32LE(100, 18);
  file.writeInt32LE(100, 22);
  return file;
};

describe('a receipt staff cannot open', () => {
  let damaged: Record<string, FilePart>;
  beforeAll(async () => {
    const png = await photo('png');
    const jpeg = await photo('jpeg');
    const webp = await photo('webp');
    const gif = await photo('gif');
    const pdf = await pdfkitPdf();
    damaged = {
      'a truncated 20-byte PNG': receipt(png.subarray(0, 20), 'receipt.png', 'image/png'),
      'a PNG cut in half': receipt(png.subarray(0, png.length >> 1), 'receipt.png', 'image/png'),
      'a GIF header followed by JavaScript': receipt(Buffer.from('GIF89a/*\u0000\u0000*/=1;alert(document.cookie)//', 'latin1'), 'receipt.gif', 'image/gif'),
      'a GIF cut in half': receipt(gif.subarray(0, gif.length >> 1), 'receipt.gif', 'image/gif'),
      '%PDF- followed by HTML': receipt(Buffer.from('%PDF-1.7\n<html><body><script>alert(1)</script></body></html>'), 'receipt.pdf', 'application/pdf'),
      'a PDF cut in half': receipt(pdf.subarray(0, pdf.length >> 1), 'receipt.pdf', 'application/pdf'),
      'a PDF with no page': receipt(
        Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n', 'latin1'),
        'receipt.pdf',
        'application/pdf',
      ),
      'a JPEG cut in half': receipt(jpeg.subarray(0, jpeg.length >> 1), 'receipt.jpg', 'image/jpeg'),
      'a JPEG header alone': receipt(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]), 'receipt.jpg', 'image/jpeg'),
      'a WebP cut in half': receipt(webp.subarray(0, webp.length >> 1), 'receipt.webp', 'image/webp'),
      'a BMP whose pixels are missing': receipt(bmpHeaderOnly(), 'receipt.bmp', 'image/bmp'),
    };
  });

  for (const name of [
    'a truncated 20-byte PNG',
    'a PNG cut in half',
    'a GIF header followed by JavaScript',
    'a GIF cut in half',
    '%PDF- followed by HTML',
    'a PDF cut in half',
    'a PDF with no page',
    'a JPEG cut in half',
    'a JPEG header alone',
    'a WebP cut in half',
    'a BMP whose pixels are missing',
  ]) {
    it(`refuses ${name} with its message and keeps nothing`, async () => {
      const files = filesUnder(join(t.dataDir, 'private')).length;
      const gifts = (await allDonations(t.app.db)).length;
      const res = await submit(damaged[name]!);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ success: false, message: m.receiptUnreadable, errors: { receipt_file: [m.receiptUnreadable] } });
      expect(filesUnder(join(t.dataDir, 'private')).length).toBe(files);
      expect((await allDonations(t.app.db)).length).toBe(gifts);
    });
  }
});

describe('a receipt that opens', () => {
  it.each([
    ['a photo saved as PNG', async () => receipt(await photo('png'), 'slip.png', 'image/png')],
    ['a phone photo (JPEG)', async () => receipt(await photo('jpeg'), 'slip.jpg', 'image/jpeg')],
    ['a WebP screenshot', async () => receipt(await photo('webp'), 'slip.webp', 'image/webp')],
    ['a GIF', async () => receipt(await photo('gif'), 'slip.gif', 'image/gif')],
    ['a PDF from pdfkit', async () => receipt(await pdfkitPdf(), 'slip.pdf', 'application/pdf')],
    ['a hand-made one-page PDF', async () => receipt(onePagePdf('JazzCash: PKR 1,500 sent'), 'slip.pdf', 'application/pdf')],
    ['the BMP fixture', async () => receipt(receipts.bmp, 'slip.bmp', 'image/bmp')],
    // A PDF without its end-of-file marker opens in every viewer: it is taken.
    ['a PDF missing its last line', async () => receipt((await pdfkitPdf()).subarray(0, -7), 'slip.pdf', 'application/pdf')],
  ] as const)('takes %s', async (_name, make) => {
    const res = await submit(await make());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().success).toBe(true);
  });
});
