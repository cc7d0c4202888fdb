import { NumberedCards } from '../../../components/ui/numbered-cards';
import { PageSection } from '../../../components/ui/page-section';
import { givingPromises } from '../data/promises';

/** Why a donor can trust the gift: the promises the foundation keeps. */
export function GivingPromise() {
  return (
    <PageSection id="promise-heading" title="Our promise to every donor" center className="bg-white">
      <NumberedCards items={givingPromises} />
    </PageSection>
  );
}
