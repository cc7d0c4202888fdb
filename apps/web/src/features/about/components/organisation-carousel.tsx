import { Link } from 'wouter';
import { Slider } from '../../../components/ui/slider';
import { organisations } from '../data/foundation';
import { m } from '../../../paraglide/messages.js';

/** Points the way the page reads: turned round in Urdu. */
const ARROW = '→';

/** The foundation's organisations, in the site's carousel, each leading to its page. */
export function OrganisationCarousel() {
  return (
    <Slider label={m.about_our_organisations()} delay={3000} speed={1500} perView={{ 0: 1, 640: 2, 1024: 3 }} spacing={24} minHeight={330}>
      {organisations.map((o) => (
        <article key={o.key} className="flex h-full flex-col rounded-3xl bg-brand-800 p-7 text-white">
          <span className="grid size-14 place-items-center rounded-2xl bg-gold-500 font-display text-xl font-bold text-brand-900" aria-hidden="true">
            {o.mark}
          </span>
          <h3 className="mt-5 text-2xl text-white">{o.name()}</h3>
          <p className="text-sm font-semibold tracking-wide text-gold-300">{m.about_org_since({ year: o.since })}</p>
          <p className="mt-3 flex-1 text-brand-100">{o.text()}</p>
          <Link to={o.to} className="mt-6 self-start font-semibold text-gold-300 underline-offset-4 hover:underline">
            {m.about_org_visit({ name: o.name() })}{' '}
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              {ARROW}
            </span>
          </Link>
        </article>
      ))}
    </Slider>
  );
}
