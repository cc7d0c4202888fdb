type Props = { src: string; eager?: boolean; ratio?: string; width?: number; height?: number; className?: string };

/**
 * The picture at the top of a card: fixed ratio and intrinsic size so nothing shifts as it loads,
 * lazy unless the card opens the page. Decorative (alt ""): the card's heading names it.
 */
export function CardImage({ src, eager = false, ratio = 'aspect-[16/10]', width = 640, height = 400, className = '' }: Props) {
  return (
    <img src={src} alt="" width={width} height={height} loading={eager ? 'eager' : 'lazy'} decoding="async" className={`${ratio} w-full bg-brand-50 object-cover ${className}`} />
  );
}
