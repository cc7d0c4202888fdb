import { PageHero } from '../components/ui/page-hero';
import { Spinner } from '../components/ui/spinner';
import { usePageMeta } from '../lib/use-page-meta';
import { m } from '../paraglide/messages.js';
import { useGivingRates } from '../features/donations/api/get-giving-rates';
import { PerPersonGiving } from '../features/donations/components/zakat/per-person-giving';
import { ZakatCalculator } from '../features/donations/components/zakat/zakat-calculator';

export default function ZakatCalculatorPage() {
  usePageMeta(m.manual_zakat_title(), m.manual_zakat_intro());
  const { data: rates, isPending } = useGivingRates();
  return (
    <>
      <PageHero eyebrow={m.manual_zakat_eyebrow()} title={m.manual_zakat_title()}>
        {m.manual_zakat_intro()}
      </PageHero>
      <section className="bg-cream">
        <div className="mx-auto max-w-7xl space-y-10 px-4 py-10 sm:py-14">
          {isPending || !rates ? <Spinner label={m.manual_zakat_loading()} /> : <ZakatCalculator rates={rates} />}
          {rates && <PerPersonGiving rates={rates} />}
        </div>
      </section>
    </>
  );
}
