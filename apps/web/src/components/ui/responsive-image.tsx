import { preload } from 'react-dom';
import { MEDIA_WIDTHS, mediaCopyFormats, mediaCopyUrl, type CopyFormat } from '@foundation/contract/media-copies';
import { useLightImages } from '../../lib/use-light-images';

/** The picture at the head of an article in the site's reading column (max-w-3xl, 48rem less its padding). */
export const ARTICLE_SIZES = '(min-width: 768px) 736px, 100vw';

export type ResponsiveImageProps = {
  /** The original's path, as the API gives it. */
  src: string;
  alt: string;
  /** The picture's usual size: with the CSS width, the browser keeps its box before a byte arrives. */
  width: number;
  height: number;
  /** How wide it shows at each breakpoint (the `sizes` attribute), for the browser to pick a copy. */
  sizes: string;
  /** The page's main picture, likely its largest paint: fetched first, at high priority. */
  priority?: boolean;
  /** In the first screen but not the main picture: loaded at once, at normal priority. */
  eager?: boolean;
  className?: string;
  onError?: () => void;
};

/**
 * Every picture that comes from the API. A media library image is offered as AVIF and WebP copies
 * at the site's widths, named after the original (contract/media-copies.ts), with the original as
 * the fallback; anything else (the logo and welfare tiles, SVGs) is shown as it is. On a slow or data-saving
 * connection only the narrowest copy is offered, so the browser cannot pick a wider one.
 */
export function ResponsiveImage({ src, alt, width, height, sizes, priority = false, eager = false, className, onError }: ResponsiveImageProps) {
  const light = useLightImages();
  const formats = mediaCopyFormats(src);
  const widths = light ? MEDIA_WIDTHS.slice(0, 1) : MEDIA_WIDTHS;
  const srcSet = (format: CopyFormat) => widths.map((w) => `${mediaCopyUrl(src, w, format)} ${w}w`).join(', ');
  // React preloads a main picture that is a bare <img>, never one inside a <picture> (a preload has
  // no sources to choose from): the copy the browser would pick is preloaded here, in the best
  // format, which a browser that cannot show it skips by its type. Every browser of the last three
  // years shows AVIF.
  if (priority && formats.length) {
    preload(mediaCopyUrl(src, widths[0], formats[0]!), { as: 'image', type: `image/${formats[0]}`, fetchPriority: 'high', imageSrcSet: srcSet(formats[0]!), imageSizes: sizes });
  }
  const img = (
    // loading before src: a browser given src first may start the download before it reads "lazy".
    <img
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      width={width}
      height={height}
      src={src}
      alt={alt}
      onError={onError}
      className={className}
    />
  );
  if (!formats.length) return img;
  return (
    // `contents`: the picture makes no box of its own, so the img stays the grid or flex item it was
    // styled as. Its sources are hidden: displayed (block, empty), each took a grid cell of its own
    // and pushed the course's picture two rows down, beside an empty column.
    <picture className="contents">
      {formats.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet(format)} sizes={sizes} className="hidden" />
      ))}
      {img}
    </picture>
  );
}
