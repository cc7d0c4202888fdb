import { useCampaign } from '../api/get-campaign';
import { campaignIdOf, type DonationQuery } from '../lib/donation-query';
import type { WizardTask } from '../lib/wizard-order';

/**
 * Step 1's predefined choices: a campaign's tasks. A general DONATION has none: its choice is the
 * custom amount. (A book is ordered on its own page, never in the wizard.)
 */
export function useWizardTasks(query: DonationQuery): { tasks: WizardTask[]; loading: boolean; name: string } {
  const campaign = useCampaign(campaignIdOf(query));
  if (query.type === 'CAMPAIGN' && campaign.data) {
    const tasks = campaign.data.tasks.map((t) => ({ id: t.id, title: t.title, amount: t.task_amount }));
    return { tasks, loading: false, name: campaign.data.title };
  }
  return { tasks: [], loading: campaign.isLoading, name: '' };
}
