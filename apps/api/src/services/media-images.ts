import sharp, { type Metadata } from 'sharp';
import { MEDIA_WIDTHS } from '@foundation/contract/admin/media';

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
}

/** The widths to encode: the site's widths below the original, and the original's (up to the widest). */
export function variantWidths(width: number): number[] {
  const widest = Math.max(...MEDIA_WIDTHS);
  return [...new Set([...MEDIA_WIDTHS.filter((w) => w < width), Math.min(width, widest)])].sort((a, b) => a - b);
}

/**
 * WebP and AVIF copies of an image at the widths the site shows, never upscaled, turned upright
 * and without the camera's metadata (GPS included). An animated GIF or WebP stays animated in
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
  return { width, height, variants };
}
