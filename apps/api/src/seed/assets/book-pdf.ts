import { FONTS, PAGE, pdfString, toAscii, writePdf } from './pdf.ts';
import { starPoints } from './svg.ts';

/**
 * Lays a small book out on A5 pages: a title page in the foundation's colours, then sections of
 * wrapped text, each starting on a fresh page, with a running head and page numbers.
 */

/** Helvetica advance widths (1/1000 em) for ASCII 32..126, from the standard AFM. */
const WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778,
  722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222,
  500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
/** Bold runs about 6% wider; close enough to centre a title. */
const textWidth = (text: string, size: number, bold = false) =>
  ([...text].reduce((sum, ch) => sum + (WIDTHS[ch.charCodeAt(0) - 32] ?? 556), 0) * size * (bold ? 1.06 : 1)) / 1000;

function wrapToWidth(text: string, size: number, width: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of toAscii(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size, bold) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

const rgb = (hex: string) =>
  [1, 3, 5].map((i) => (parseInt(hex.slice(i, i + 2), 16) / 255).toFixed(3)).join(' ');
const GREEN = rgb('#0b5d3b');
const GOLD = rgb('#c9a227');
const CREAM = rgb('#f7f3e8');
const INK = rgb('#222222');
const GREY = rgb('#777777');

const text = (font: string, size: number, x: number, y: number, s: string) =>
  `BT /${font} ${size} Tf ${x.toFixed(1)} ${y.toFixed(1)} Td ${pdfString(s)} Tj ET\n`;
const centred = (font: string, size: number, y: number, s: string, bold = false) =>
  text(font, size, (PAGE.width - textWidth(toAscii(s), size, bold)) / 2, y, s);

/** The site's eight-pointed star as a stroked path (PDF y runs upward; the star is symmetric). */
const star = (cx: number, cy: number, r: number) =>
  starPoints(cx, cy, r)
    .map(([x, y], i) => `${x} ${y} ${i === 0 ? 'm' : 'l'}`)
    .join(' ') + ' h S\n';

function titlePage(title: string, author: string, imprint: string[]): string {
  let s = `${GREEN} rg 0 0 ${PAGE.width} ${PAGE.height} re f\n${GOLD} RG 2 w 24 24 372 547 re S 0.6 w 32 32 356 531 re S\n`;
  s += `1.5 w ${star(210, 480, 40)}0.8 w ${star(210, 480, 24)}`;
  let y = 400;
  s += `${CREAM} rg\n`;
  for (const line of wrapToWidth(title, 24, 300, true)) {
    s += centred(FONTS.bold, 24, y, line, true);
    y -= 30;
  }
  s += `${GOLD} RG 1.5 w 170 ${y} m 250 ${y} l S\n${GOLD} rg` + '\n' + centred(FONTS.italic, 13, y - 28, author);
  s += `${CREAM} rg\n`;
  imprint.forEach((line, i) => (s += centred(FONTS.regular, 9, 90 - i * 14, line)));
  return s;
}

export interface Section {
  heading: string;
  paragraphs: string[];
  /** Continue on the current page instead of opening a new one. */
  runOn?: boolean;
}

const MARGIN = 52;
const BODY = { size: 10.5, leading: 15.5 };

/** Flows the sections over as many pages as they need; a section opens a new page unless it runs on. */
function bodyPages(sections: Section[], runningHead: string): string[] {
  const pages: string[] = [];
  const width = PAGE.width - MARGIN * 2;
  let s = '';
  let y = 0;
  const open = () => {
    if (s) pages.push(s);
    const number = pages.length + 2; // the title page is page 1
    s = `${GREY} rg\n` + text(FONTS.italic, 8, MARGIN, PAGE.height - 34, runningHead) + centred(FONTS.regular, 8, 30, String(number));
    y = PAGE.height - 76;
  };
  for (const section of sections) {
    if (section.runOn && s && y > 160) y -= BODY.leading;
    else open();
    s += `${GREEN} rg\n`;
    for (const line of wrapToWidth(section.heading, 15, width, true)) {
      s += text(FONTS.bold, 15, MARGIN, y, line);
      y -= 20;
    }
    s += `${GOLD} RG 1 w ${MARGIN} ${y + 8} m ${MARGIN + 50} ${y + 8} l S\n${INK} rg\n`;
    y -= 12;
    for (const paragraph of section.paragraphs) {
      for (const line of wrapToWidth(paragraph, BODY.size, width)) {
        if (y < 56) {
          open();
          s += `${INK} rg\n`;
        }
        s += text(FONTS.regular, BODY.size, MARGIN, y, line);
        y -= BODY.leading;
      }
      y -= BODY.leading * 0.6;
    }
  }
  pages.push(s);
  return pages;
}

export interface BookPdf {
  title: string;
  author: string;
  imprint: string[];
  sections: Section[];
}

export const bookPdf = (book: BookPdf): Buffer =>
  writePdf([titlePage(book.title, book.author, book.imprint), ...bodyPages(book.sections, book.title)], book);
