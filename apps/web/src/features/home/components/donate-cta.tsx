import { Link } from 'wouter';
import { paths } from '@foundation/contract/routes';
import { Reveal } from '../../../components/ui/reveal';
import { href } from '../../../lib/routes';
import { m } from '../../../paraglide/messages.js';

/** The call to give: straight to the donation form, or first to see the programmes. */
export function DonateCta() {
  return (
    <section aria-labelledby="donate-cta-heading" className="px-4 py-16 sm:py-24">
      <Reveal className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-gradient-to-br from-gold-300 via-gold-400 to-gold-500 px-6 py-12 text-center shadow-xl sm:px-12 sm:py-16">
        <div className="pointer-events-none absolute inset-0 bg-[url(/images/home/pattern.svg)] bg-[length:96px_96px] opacity-[0.07] invert" />
        <div className="relative">
          <h2 id="donate-cta-heading" className="mx-auto max-w-3xl text-3xl leading-tight text-brand-900 sm:text-5xl">
            {m.about_donate_cta_title()}
          </h2>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-brand-900/85">
            {m.about_donate_cta_text()}
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to={href('donation', {}, { type: 'DONATION', id: 0 })} className="rounded-full bg-brand-800 px-7 py-3.5 font-semibold text-white shadow-lg hover:bg-brand-900">
              {m.about_donate_now()}
            </Link>
            <Link to={paths.donate} className="rounded-full border-2 border-brand-800 px-7 py-3.5 font-semibold text-brand-900 hover:bg-brand-800 hover:text-white">
              {m.about_donate_cta_choose()}
            </Link>
          </div>
        </div>
      </Reveal>
    </section>
  );
}
