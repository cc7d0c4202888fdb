/**
 * How a media library image's resized copies are named (docs/decisions/0021). The API writes a
 * copy for every width below under `<original without extension>-<width>.<format>`, and the public
 * pages build their `srcset` from the original's URL alone, so the spec's response shapes need no
 * new field. Without zod, so the web app imports it without the schema library.
 */

/** The widths the site shows images at: cards, columns, full-width heroes. */
export const MEDIA_WIDTHS = [400, 800, 1600] as const;
/**
 * Network types (the browser's `effectiveType`, Chromium's `ECT` header) slow enough that pictures
 * come as their smallest copy alone: read by the browser (use-light-images.ts) and the server's render.
 */
export const SLOW_NETWORKS: ReadonlySet<string> = new Set(['slow-2g', '2g', '3g']);

export type MediaWidth = (typeof MEDIA_WIDTHS)[number];
export type CopyFormat = 'avif' | 'webp';

/** An original the library stored: /uploads/media/<yyyy-mm>/<uuid>.<ext>, named by its bytes. */
const LIBRARY_IMAGE = /^\/uploads\/media\/[\w-]+\/[\w-]+\.(jpg|png|gif|webp|avif)$/;

/**
 * The address of the copy filling a width. A copy is never wider than its original, so for a
 * small image the wider names hold the original's own width: every name exists, whatever its size.
 */
export const mediaCopyUrl = (originalUrl: string, width: MediaWidth, format: CopyFormat) => originalUrl.replace(/\.\w+$/, `-${width}.${format}`);

/**
 * The formats public pages may ask for, best first. Only a JPEG or PNG is surely still; a GIF,
 * WebP or AVIF may be animated, and an animated image gets WebP copies alone.
 */
export function mediaCopyFormats(originalUrl: string): CopyFormat[] {
  const ext = LIBRARY_IMAGE.exec(originalUrl)?.[1];
  if (!ext) return [];
  return ext === 'jpg' || ext === 'png' ? ['avif', 'webp'] : ['webp'];
}
