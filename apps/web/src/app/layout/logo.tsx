import { Link } from 'wouter';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { useSiteName } from '../../lib/use-page-meta';
import { m } from '../../paraglide/messages.js';

/** The logo from settings (it carries the foundation's name, as settings name it); its alt text names the link. */
export function Logo({ src }: { src?: string }) {
  const name = useSiteName();
  return (
    <Link to="/" className="flex shrink-0 items-center">
      {src ? (
        <ResponsiveImage src={src} alt={m.site_logo_alt({ name })} width={176} height={44} sizes="176px" eager className="h-11 w-auto" />
      ) : (
        // Before settings arrive: a box of the same size, so the header does not jump.
        <span className="block h-11 w-44 font-display text-lg font-bold text-brand-800">{name}</span>
      )}
    </Link>
  );
}
