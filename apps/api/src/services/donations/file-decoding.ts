import sharp from 'sharp';

/**
 * Whether a file whose first bytes say picture or PDF really is one staff can open: a truncated
 * PNG, a GIF header followed by script, or `%PDF-` followed by a web page all start right and
 * open as nothing. Read to the end here, before anything is kept.
 */

/**
 * A picture's dimensions and every pixel decoded. `truncated`: a file cut short fails, while the
 * small slips of real cameras and apps that libvips warns about still pass.
 */
export async function imageDecodes(bytes: Buffer): Promise<boolean> {
  try {
    const { width, height } = await sharp(bytes, { failOn: 'truncated' }).metadata();
    if (!width || !height) return false;
    // Every byte of the picture's data is decoded on the way to a small copy: JPEG and WebP are
    // shrunk while they load (about twice as fast as at full size), a file cut short still fails.
    await sharp(bytes, { failOn: 'truncated' }).resize(256, 256, { fit: 'inside', withoutEnlargement: true }).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

/** A BMP's pixel array size, from its header, for the uncompressed layouts; null for the rest. */
function bmpPixelBytes(bytes: Buffer): { offset: number; size: number | null } | null {
  if (bytes.length < 54) return null;
  const offset = bytes.readUInt32LE(10);
  const width = bytes.readInt32LE(18);
  const height = Math.abs(bytes.readInt32LE(22));
  const bitsPerPixel = bytes.readUInt16LE(28);
  const compression = bytes.readUInt32LE(30);
  if (width <= 0 || height === 0 || ![1, 4, 8, 16, 24, 32].includes(bitsPerPixel)) return null;
  // 0: BI_RGB, 3: BI_BITFIELDS, 6: BI_ALPHABITFIELDS: rows of pixels padded to 4 bytes.
  const uncompressed = compression === 0 || compression === 3 || compression === 6;
  const size = uncompressed ? Math.ceil((width * bitsPerPixel) / 32) * 4 * height : null;
  return { offset, size };
}

/**
 * libvips as sharp ships it reads no BMP, so its header is read here: sane dimensions and depth,
 * and every row of pixels present (an RLE-compressed one: its data at least begins in the file).
 */
export function bmpComplete(bytes: Buffer): boolean {
  const pixels = bmpPixelBytes(bytes);
  if (!pixels || pixels.offset < 54) return false;
  return pixels.size === null ? pixels.offset < bytes.length : pixels.offset + pixels.size <= bytes.length;
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | null = null;

/**
 * A PDF as a browser's viewer opens it (pdf.js, Firefox's): its structure read, its first page
 * found and that page's drawing instructions parsed, with at least one to draw. pdf.js repairs
 * what viewers repair (a missing end-of-file marker), so a file staff could open still passes.
 * No script, font or system resource of the file is ever run or loaded.
 */
export async function pdfOpens(bytes: Buffer): Promise<boolean> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  const { getDocument, VerbosityLevel } = await pdfjs;
  const task = getDocument({
    // pdf.js takes ownership of the array it is given: a copy, so the caller's bytes stay whole.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    const document = await task.promise;
    if (document.numPages < 1) return false;
    const page = await document.getPage(1);
    const operations = await page.getOperatorList();
    return operations.fnArray.length > 0;
  } catch {
    return false;
  } finally {
    await task.destroy();
  }
}
