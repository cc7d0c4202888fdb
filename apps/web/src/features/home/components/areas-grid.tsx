import { Link } from 'react-router';
import { Reveal } from '../../../components/ui/reveal';
import { areas } from '../data/areas';
import { HomeSection } from './home-section';

/** The six areas of the foundation, each card a link to its page. */
export function AreasGrid() {
  return (
    <HomeSection
      eyebrow="What we do"
      title="Six ways we serve, one purpose"
      intro="Forty years of work grew from a single study circle. Today it reaches students, readers, families and young people across Pakistan."
      center
    >
      <Reveal as="ul" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {areas.map((area) => (
          <li key={area.key}>
            <Link
              to={area.to}
              className="group flex h-full flex-col rounded-2xl border border-brand-100 bg-white p-7 shadow-sm transition hover:-translate-y-1 hover:border-gold-400 hover:shadow-lg"
            >
              <img src={`/images/home/areas/${area.key}.svg`} alt="" width={64} height={64} loading="lazy" className="size-16" />
              <h3 className="mt-5 text-2xl text-brand-800">{area.title}</h3>
              <p className="mt-2 flex-1 text-muted">{area.text}</p>
              <span className="mt-5 font-semibold text-gold-700 group-hover:text-brand-700">
                Explore {area.title.toLowerCase()} <span aria-hidden="true">→</span>
              </span>
            </Link>
          </li>
        ))}
      </Reveal>
    </HomeSection>
  );
}
