import { Link } from 'wouter';
import { CardGrid } from '../../../components/ui/card-grid';
import { areas } from '../data/areas';
import { homeBands } from '../data/bands';
import { ForwardArrow, HomeSection } from './home-section';
import { m } from '../../../paraglide/messages.js';

/** The six areas of the foundation, each card a link to its page. */
export function AreasGrid() {
  return (
    <HomeSection {...homeBands.areas()}>
      <CardGrid reveal items={areas} keyOf={(area) => area.key} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {(area) => (
          <Link
            to={area.to}
            className="group flex h-full flex-col rounded-2xl border border-brand-100 bg-white p-7 shadow-sm transition hover:-translate-y-1 hover:border-gold-400 hover:shadow-lg"
          >
            <img src={`/images/home/areas/${area.key}.svg`} alt="" width={64} height={64} loading="lazy" className="size-16" />
            <h3 className="mt-5 text-2xl text-brand-800">{area.title()}</h3>
            <p className="mt-2 flex-1 text-muted">{area.text()}</p>
            <span className="mt-5 font-semibold text-gold-700 group-hover:text-brand-700">
              {m.about_area_explore({ area: area.title().toLowerCase() })} <ForwardArrow />
            </span>
          </Link>
        )}
      </CardGrid>
    </HomeSection>
  );
}
