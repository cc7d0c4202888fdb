import { ResponsiveImage } from './responsive-image';

/** A card in the usual grid: one column on phones, two from sm, three of about 400 px from lg. */
export const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

type Props = {
  src: string;
  /** In the first screen: loaded at once. */
  eager?: boolean;
  /** The first card of a page that opens with cards: its picture is likely the largest paint. */
  priority?: boolean;
  ratio?: string;
  width?: number;
  height?: number;
  sizes?: string;
  className?: string;
};

/**
 * The picture at the top of a card: fixed ratio and intrinsic size so nothing shifts as it loads,
 * lazy unless the card opens the page. Decorative (alt ""): the card's heading names it.
 */
export function CardImage({ src, eager = false, priority = false, ratio = 'aspect-[16/10]', width = 640, height = 400, sizes = CARD_SIZES, className = '' }: Props) {
  return (
    <ResponsiveImage
      src={src}
      alt=""
      width={width}
      height={height}
      sizes={sizes}
      eager={eager}
      priority={priority}
      className={`${ratio} w-full bg-brand-50 object-cover ${className}`}
    />
  );
}
