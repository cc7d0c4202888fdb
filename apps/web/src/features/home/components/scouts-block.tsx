import { Link } from 'wouter';
import { paths } from '@foundation/contract/routes';
import { Reveal } from '../../../components/ui/reveal';
import { scoutSkills } from '../data/scouts';
import { homeBands } from '../data/bands';
import { HomeSection } from './home-section';
import { m } from '../../../paraglide/messages.js';

/** The scouts programme: six skills and the way in. */
export function ScoutsBlock() {
  return (
    <HomeSection {...homeBands.scouts()}>
      <div className="grid items-center gap-10 lg:grid-cols-[1.1fr_0.9fr]">
        <Reveal>
          <ul className="grid gap-4 sm:grid-cols-2">
            {scoutSkills.map((skill) => (
              <li key={skill.key} className="flex gap-4 rounded-2xl bg-white p-4 shadow-sm">
                <img src={`/images/home/scouts/${skill.key}.svg`} alt="" width={48} height={48} loading="lazy" className="size-12 shrink-0" />
                <div>
                  <h3 className="text-lg text-brand-800">{skill.title()}</h3>
                  <p className="text-sm text-muted">{skill.text()}</p>
                </div>
              </li>
            ))}
          </ul>
          <Link to={paths.scouts} className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
            {m.about_home_scouts_join()}
          </Link>
        </Reveal>
        <Reveal>
          <img src="/images/home/scouts.svg" alt={m.about_home_scouts_image()} width={480} height={360} loading="lazy" className="w-full rounded-3xl shadow-xl" />
        </Reveal>
      </div>
    </HomeSection>
  );
}
