import { paths } from '@foundation/contract/routes';
import { PageHero } from '../components/ui/page-hero';
import { usePageMeta } from '../lib/use-page-meta';
import { ImpactCounters } from '../components/ui/impact-counters';
import { WelfareGroup } from '../features/welfare/components/welfare-group';
import { welfareImpact } from '../features/welfare/data/impact';
import { welfareGroups } from '../features/welfare/data/programmes';
import { GiveCallout } from '../features/welfare/components/give-callout';

export default function WelfarePage() {
  usePageMeta('Welfare', 'Water, food, medical care, livelihoods and help at weddings and funerals for families across Pakistan since 1985. Contribute your portion.');
  return (
    <>
      <PageHero eyebrow="Welfare across Pakistan" title="Every family deserves water, bread and dignity">
        Since 1985 our volunteers have dug wells in the Thar desert, cooked for hospital families in Lahore and stood beside the
        bereaved in Karachi. Choose a programme below and your portion goes exactly where you send it.
      </PageHero>
      <ImpactCounters title="Our welfare in numbers" items={welfareImpact} />
      {welfareGroups.map((group) => (
        <WelfareGroup key={group.title} {...group} />
      ))}
      <GiveCallout title="Not sure where to give?" to={paths.donate} action="See every way to give">
        Our welfare committee sends general donations wherever the need is greatest that month — a flooded district, a dry
        village, a hospital ward. Every rupee is recorded and reported.
      </GiveCallout>
    </>
  );
}
