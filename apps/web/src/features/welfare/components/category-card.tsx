import { useId } from 'react';
import { Link } from 'wouter';
import { useGiftHref } from '../../../lib/card-payments';
import type { ProgrammeKey, WelfareCategoryCard } from '../data/programmes';
import { ProgrammeImage } from './programme-image';
import { m } from '../../../paraglide/messages.js';

/**
 * One welfare category with its "Contribute Your Portion" link (spec point 2): the card wizard
 * opens for that category, by its name and id, or the wallet and bank form when cards are off.
 */
export function CategoryCard({ category, programme, wide }: { category: WelfareCategoryCard; programme: ProgrammeKey; wide?: boolean }) {
  const headingId = useId();
  const to = useGiftHref()({ type: 'DONATION', title: category.name, is_donation: true, course_id: category.id });
  return (
    <article
      className={`group flex w-full flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg ${wide ? 'lg:flex-row' : ''}`}
    >
      <ProgrammeImage programme={programme} className={`aspect-[40/23] w-full ${wide ? 'lg:aspect-auto lg:w-[45%] lg:shrink-0' : ''}`} />
      <div className="flex flex-1 flex-col p-6">
        <h3 id={headingId} className="text-xl text-brand-800">
          {category.heading()}
        </h3>
        <p className="mt-2 flex-1 text-muted">{category.text()}</p>
        <Link
          to={to}
          aria-describedby={headingId}
          className="mt-5 rounded-full bg-gold-500 px-4 py-2.5 text-center font-semibold whitespace-nowrap text-brand-900 transition hover:bg-gold-400"
        >
          {m.about_category_contribute()}
        </Link>
      </div>
    </article>
  );
}
