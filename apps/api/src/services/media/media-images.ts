import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { MEDIA_WIDTHS, type MediaWidth } from '@foundation/contract/media-copies';

/** Past this many pixels an upload is refused before it is decoded (a decompression bomb). */
export const MAX_INPUT_PIXELS = 50_000_000;

export class ImageUnreadableError extends Error {}
export class ImageTooLargeError extends Error {}

export interface EncodedVariant {
  format: 'webp' | 'avif';
  width: number;
  height: number;
  bytes: Buffer;
}

export interface ProcessedImage {
  /** As shown: after the camera's orientation is applied. */
  width: number;
  height: number;
  variants: EncodedVariant[];
  /**
   * The original to keep, when the upload carried camera metadata: the same format, upright, with
   * EXIF, XMP and IPTC (GPS position, camera serial, owner's name) removed and the colour profile
   * kept. Null when the upload had none, so its bytes are kept exactly as sent.
   */
  cleaned: Buffer | null;
}

/** Re-encodes an image in its own format without its metadata; quality high, so it still serves as the original. */
async function withoutMetadata(bytes: Buffer, meta: Metadata, options: SharpOptions): Promise<Buffer | null> {
  if (!meta.exif && !meta.xmp && !meta.iptc && !(meta.orientation && meta.orientation > 1)) return null;
  const upright = sharp(bytes, options).rotate().keepIccProfile();
  switch (meta.format) {
    case 'jpeg':
      return upright.jpeg({ quality: 92 }).toBuffer();
    case 'png':
      return upright.png().toBuffer();
    case 'webp':
      return upright.webp({ quality: 90 }).toBuffer();
    case 'gif':
      return upright.gif().toBuffer();
    case 'heif':
      return upright.avif({ quality: 70 }).toBuffer();
    default:
      throw new ImageUnreadableError(`cannot re-encode ${meta.format}`);
  }
}

/** The widths to encode: the site's widths below the original, and the original's (up to the widest). */
export function variantWidths(width: number): number[] {
  const widest = Math.max(...MEDIA_WIDTHS);
  return [...new Set([...MEDIA_WIDTHS.filter((w) => w < width), Math.min(width, widest)])].sort((a, b) => a - b);
}

/**
 * WebP and AVIF copies of an image at the widths the site shows, never upscaled, turned upright
 * and without the camera's metadata (GPS included), and the original cleaned the same way. An animated GIF or WebP stays animated in
 * WebP and gets no AVIF.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, animated: true } as const;
  let meta: Metadata;
  try {
    meta = await sharp(bytes, options).metadata();
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw new ImageTooLargeError();
    throw new ImageUnreadableError((error as Error).message);
  }
  const animated = (meta.pages ?? 1) > 1;
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? (animated ? (meta.pageHeight ?? meta.height) : meta.height);
  if (!width || !height) throw new ImageUnreadableError('no dimensions');
  if (width * height > MAX_INPUT_PIXELS) throw new ImageTooLargeError();

  const variants: EncodedVariant[] = [];
  try {
    for (const target of variantWidths(width)) {
      const formats = animated ? (['webp'] as const) : (['webp', 'avif'] as const);
      for (const format of formats) {
        const pipeline = sharp(bytes, options).rotate().resize({ width: target, withoutEnlargement: true });
        const encoded = format === 'webp' ? pipeline.webp({ quality: 80 }) : pipeline.avif({ quality: 50, effort: 2 });
        const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
        variants.push({ format, width: info.width, height: animated ? (info.pageHeight ?? info.height) : info.height, bytes: data });
      }
    }
  } catch (error) {
    throw new ImageUnreadableError((error as Error).message);
  }
  let cleaned: Buffer | null;
  try {
    cleaned = await withoutMetadata(bytes, meta, options);
  } catch (error) {
    throw new ImageUnreadableError((error as Error).message);
  }
  return { width, height, variants, cleaned };
}

/**
 * Each of the site's widths with the copies that fill it: those at that width, or at the image's
 * own width when it is narrower. Pages then find a copy under every width's name (decision 21).
 */
export function copiesByWidth(image: ProcessedImage): { slot: MediaWidth; variant: EncodedVariant }[] {
  return MEDIA_WIDTHS.flatMap((slot) => image.variants.filter((v) => v.width === Math.min(slot, image.width)).map((variant) => ({ slot, variant })));
}
