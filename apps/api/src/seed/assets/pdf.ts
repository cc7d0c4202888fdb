import { deflateSync } from 'node:zlib';

/**
 * A minimal PDF 1.4 writer: enough for the demo books to open in any viewer. It uses the
 * standard Type1 fonts (every viewer carries them, nothing to embed) and deflated page streams,
 * so a three-page book stays a few kilobytes. Offsets are counted in bytes, which is why
 * everything is assembled as latin1 Buffers rather than strings.
 */
export const FONTS = { regular: 'F1', bold: 'F2', italic: 'F3' } as const;
const FONT_NAMES = { F1: 'Helvetica', F2: 'Helvetica-Bold', F3: 'Helvetica-Oblique' };

export const PAGE = { width: 420, height: 595 } as const; // A5 in points: a book's page

export interface PdfInfo {
  title: string;
  author: string;
}

/** A PDF string literal: the three characters with meaning are escaped, the rest must be ASCII. */
export const pdfString = (text: string) => `(${toAscii(text).replace(/[\\()]/g, (ch) => `\\${ch}`)})`;

/** The standard fonts are used with WinAnsi; typography beyond ASCII is mapped to its plain twin. */
export function toAscii(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/·/g, '-')
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '');
}

/** Writes the document: one content stream per page, pages in order. */
export function writePdf(pageStreams: string[], info: PdfInfo): Buffer {
  const fontIds = Object.keys(FONT_NAMES).map((_, i) => 3 + i); // 3, 4, 5
  const infoId = 6;
  const firstPage = 7;
  const pageIds = pageStreams.map((_, i) => firstPage + i * 2);
  const fontDict = Object.entries(FONT_NAMES)
    .map(([key], i) => `/${key} ${fontIds[i]} 0 R`)
    .join(' ');

  const objects: Buffer[] = [];
  const add = (body: string | Buffer) => objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`);
  for (const name of Object.values(FONT_NAMES)) add(`<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`);
  add(`<< /Title ${pdfString(info.title)} /Author ${pdfString(info.author)} /Producer (The Foundation demo seed) >>`);
  pageStreams.forEach((stream, i) => {
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
        `/Resources << /Font << ${fontDict} >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
    );
    const data = deflateSync(Buffer.from(stream, 'latin1'));
    add(
      Buffer.concat([
        Buffer.from(`<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
        data,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    );
  });

  // The second line's high bytes tell transfer tools the file is binary.
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    offsets.push(offset);
    parts.push(chunk);
    offset += chunk.length;
  });
  // Each xref entry is exactly 20 bytes, the trailing space included.
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${offset}\n%%EOF\n`;
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}
