import { Link } from 'react-router';

/** The logo from settings, with the name beside it so the link always has text. */
export function Logo({ src }: { src?: string }) {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2.5">
      <img src={src || '/favicon.svg'} alt="" width={44} height={44} className="size-11" />
      <span className="sr-only font-display text-lg leading-tight font-bold text-brand-800 sm:not-sr-only sm:block">
        Foundation
        <span className="block text-xs font-normal tracking-widest text-gold-700 uppercase">Since 1985</span>
      </span>
    </Link>
  );
}
