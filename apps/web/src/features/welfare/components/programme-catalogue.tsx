import { Link } from 'wouter';
import { useGiftHref } from '../../../lib/card-payments';
import { href } from '../../../lib/routes';
import { catalogueOrder, programmes } from '../data/programmes';
import { ProgrammeImage } from './programme-image';
import { m } from '../../../paraglide/messages.js';

const card = 'flex w-full flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg';

/**
 * The donate page's fixed catalogue (spec point 2): one card per programme, each opening the card
 * wizard (or, with cards off, the wallet and bank form) for a gift to the programme, by its name.
 * An eighth tile offers a gift to wherever the need is greatest.
 */
export function ProgrammeCatalogue() {
  const giftHref = useGiftHref();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {catalogueOrder.map((key) => {
        const programme = programmes[key];
        return (
          <li key={key} className="flex">
            <article className={card}>
              <ProgrammeImage programme={key} className="aspect-[40/23] w-full" />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-xl text-brand-800">{programme.label()}</h3>
                <p className="mt-2 flex-1 text-muted">{programme.summary()}</p>
                <Link
                  to={giftHref({ type: 'DONATION', title: programme.name })}
                  className="mt-5 rounded-full bg-brand-700 px-4 py-2.5 text-center font-semibold text-white transition hover:bg-brand-800"
                >
                  {m.about_programme_donate({ programme: programme.label().toLowerCase() })}
                </Link>
              </div>
            </article>
          </li>
        );
      })}
      <li className="flex">
        <article className="flex w-full flex-col justify-between rounded-2xl bg-gold-500 p-7 text-brand-900 shadow-sm">
          <div>
            <h3 className="text-2xl">{m.about_catalogue_general_title()}</h3>
            <p className="mt-3">{m.about_catalogue_general_text()}</p>
          </div>
          <Link
            to={href('donation', {}, { type: 'DONATION', id: 0 })}
            className="mt-6 rounded-full bg-brand-900 px-4 py-2.5 text-center font-semibold text-white transition hover:bg-brand-800"
          >
            {m.about_catalogue_general_action()}
          </Link>
        </article>
      </li>
    </ul>
  );
}
