import { NumberedCards } from '../../../components/ui/numbered-cards';
import { PageSection } from '../../../components/ui/page-section';
import { m } from '../../../paraglide/messages.js';
import { givingPromises } from '../data/promises';

/** Why a donor can trust the gift: the promises the foundation keeps. */
export function GivingPromise() {
  return (
    <PageSection id="promise-heading" title={m.manual_promise_heading()} center className="bg-white">
      <NumberedCards items={givingPromises()} />
    </PageSection>
  );
}
