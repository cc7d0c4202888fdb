import { paths } from '@foundation/contract/routes';
import { NotFoundNotice } from '../../../../components/ui/not-found-notice';
import { m } from '../../../../paraglide/messages.js';

/** A link to a campaign there is none of (ended, taken down, mistyped): no form to give to it, a way to the open ones. */
export function CampaignMissing() {
  return (
    <NotFoundNotice what={m.manual_campaign_what()} error={null} backTo={paths.donate} backLabel={m.manual_campaign_see_all()}>
      {m.manual_campaign_missing_text()}
    </NotFoundNotice>
  );
}
