import { paths } from '@foundation/contract/routes';
import { PageHero } from '../components/ui/page-hero';
import { usePageMeta } from '../lib/use-page-meta';
import { ImpactCounters } from '../components/ui/impact-counters';
import { WelfareGroup } from '../features/welfare/components/welfare-group';
import { welfareImpact } from '../features/welfare/data/impact';
import { welfareGroups } from '../features/welfare/data/programmes';
import { GiveCallout } from '../features/welfare/components/give-callout';
import { m } from '../paraglide/messages.js';

export default function WelfarePage() {
  usePageMeta(m.about_welfare(), m.about_welfare_meta_description());
  return (
    <>
      <PageHero eyebrow={m.about_welfare_eyebrow()} title={m.about_welfare_title()}>
        {m.about_welfare_intro()}
      </PageHero>
      <ImpactCounters title={m.about_welfare_impact_title()} items={welfareImpact()} />
      {welfareGroups.map((group) => (
        <WelfareGroup key={group.key} eyebrow={group.eyebrow()} title={group.title()} intro={group.intro()} tabs={group.tabs} />
      ))}
      <GiveCallout title={m.about_welfare_give_title()} to={paths.donate} action={m.about_welfare_give_action()}>
        {m.about_welfare_give_text()}
      </GiveCallout>
    </>
  );
}
