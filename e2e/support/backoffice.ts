import { deflateSync } from 'node:zlib';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, waitsForHydration } from './fixtures';
import { staffEnv } from './staff';

/**
 * What the back office stories share: staff signing in through /admin/, the kit's form as a
 * person fills it (labels, the media picker, the editor), and the files they upload.
 */

/** A name no other story (and no earlier run against the same data) uses. */
export function unique(name: string) {
  return `${name} ${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
}

/** Signs in at /admin/ with the env account, as staff do; ends on the donation list. */
export async function signInToBackOffice(page: Page) {
  await page.goto('/admin/');
  await page.getByLabel('Email').fill(staffEnv.ADMIN_EMAIL);
  await page.getByLabel('Password').fill(staffEnv.ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner')).toContainText(`Signed in as ${staffEnv.ADMIN_NAME}`);
}

/** The back office's own menu: staff go everywhere through it, never by typing an address. */
export async function openSection(page: Page, label: string) {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}

/** The kit's confirmations ("Blog post created.", "Changes saved.") in the polite live region. */
export const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });

/** A media or rich-text field is a group named by its legend, e.g. "Image (required)". */
export const fieldGroup = (page: Page, label: string) => page.getByRole('group', { name: new RegExp(`^${escape(label)}( \\(required\\))?$`) });

/** A text, number, date or select field, by the label the form shows (with or without "(required)"). */
export const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escape(label)}( \\(required\\))?$`));

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface FileToUpload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * Uploads a file the way the field's picker offers it: "Choose from library" opens the media
 * library in a dialog, whose "Upload …" button opens the file chooser; the uploaded file becomes
 * the field's value and the dialog closes.
 */
export async function uploadThroughPicker(page: Page, label: string, file: FileToUpload, kind: 'image' | 'PDF' = 'image') {
  const group = fieldGroup(page, label);
  await group.getByRole('button', { name: /^(Choose|Replace) from library$/ }).click();
  const dialog = page.getByRole('dialog', { name: `${label}: choose from the media library` });
  await expect(dialog).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: kind === 'image' ? 'Upload an image' : 'Upload a PDF' }).click();
  await (await chooser).setFiles(file);
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expectChosen(group, kind);
}

/** Uploads straight from the field's own "Upload …" button, without opening the library. */
export async function uploadDirectly(page: Page, label: string, file: FileToUpload, kind: 'image' | 'PDF' = 'image') {
  const group = fieldGroup(page, label);
  const chooser = page.waitForEvent('filechooser');
  await group.getByRole('button', { name: kind === 'image' ? 'Upload an image' : 'Upload a PDF' }).click();
  await (await chooser).setFiles(file);
  await expectChosen(group, kind);
}

async function expectChosen(group: Locator, kind: 'image' | 'PDF') {
  if (kind === 'image') {
    const now = group.getByRole('img', { name: /now$/ });
    await expect(now).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => now.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  } else {
    // The stored name is the library's own; the link is the sign that the file is the field's value.
    await expect(group.getByRole('link', { name: /\.pdf$/ })).toBeVisible({ timeout: 30_000 });
  }
  await expect(group.getByRole('button', { name: 'Replace from library' })).toBeVisible();
}

/** The editor of a rich-text field, a textbox named by the field's legend. */
export const editor = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${escape(label)}( \\(required\\))?$`) });

/**
 * Types into the editor as a person does: a heading made with the toolbar's H2, then a paragraph
 * with one word made bold by Ctrl+B.
 */
export async function writeRichText(page: Page, label: string, text: { heading: string; before: string; bold: string; after: string }) {
  const box = editor(page, label);
  await box.click();
  await page.getByRole('toolbar', { name: `${label}: formatting` }).getByRole('button', { name: 'H2, heading' }).click();
  await page.keyboard.type(text.heading);
  await page.keyboard.press('Enter');
  await page.keyboard.type(text.before);
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(text.bold);
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(text.after);
  await expect(box.getByRole('heading', { level: 2, name: text.heading })).toBeVisible();
  await expect(box.locator('strong')).toHaveText(text.bold);
}

/**
 * The picture a visitor's browser shows for `img`, loaded: one of the library's resized copies of
 * `original` (AVIF or WebP at a width the site uses), as the page offers them, not the upload itself.
 */
export async function expectCopyShown(img: Locator, original: string) {
  const stem = escape(original.replace(/\.\w+$/, ''));
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete && el.naturalWidth > 0 ? el.currentSrc : '')))
    .toMatch(new RegExp(`${stem}-(400|800|1600)\\.(avif|webp)$`));
}

/** Presses Tab until `target` has focus (at most `max` times): it is reachable by keyboard, in order. */
export async function tabTo(page: Page, target: Locator, max = 40, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return i;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
  return max;
}

// ---- Files staff upload -------------------------------------------------------------------------

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
};

/**
 * A real PNG photo stand-in (a two-colour gradient), big enough that the library makes copies at
 * the site's widths: what a staff member's picture is to the server.
 */
export function pngImage(name: string, width = 960, height = 600, from: [number, number, number] = [24, 92, 70], to: [number, number, number] = [212, 175, 55]): FileToUpload {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const t = (x + y) / (width + height);
      for (let c = 0; c < 3; c++) raw[row + 1 + x * 3 + c] = Math.round(from[c]! + (to[c]! - from[c]!) * t);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const buffer = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
  return { name, mimeType: 'image/png', buffer };
}

/** A small but well-formed one-page PDF with a line of text, as a book's file. */
export function pdfBook(name: string, line: string): FileToUpload {
  const stream = `BT /F1 24 Tf 72 720 Td (${line.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(out, 'latin1') };
}

// ---- The visitor -------------------------------------------------------------------------------

/**
 * A visitor in a browser of their own (no staff session), cut off from other hosts like the
 * fixture's page. Closed with the test's browser.
 */
export async function visitor(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  const page = waitsForHydration(await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors, close: () => context.close() };
}

/** Turns a switch on or off from the keyboard (Space), as a keyboard user would. */
export async function setSwitch(page: Page, name: string, on: boolean) {
  const control = page.getByRole('switch', { name });
  if ((await control.isChecked()) !== on) {
    await control.focus();
    await page.keyboard.press('Space');
  }
  await expect(control).toBeChecked({ checked: on });
}
