import { useBook } from '../api/get-book';
import { useCampaign } from '../api/get-campaign';
import { bookIdOf, campaignIdOf, type DonationQuery } from '../lib/donation-query';
import type { WizardTask } from '../lib/wizard-order';

/**
 * Step 1's predefined choices: a campaign's tasks, or the book being ordered as the one task.
 * A general DONATION has none: its choice is the custom amount.
 */
export function useWizardTasks(query: DonationQuery): { tasks: WizardTask[]; loading: boolean; name: string; image: string | null } {
  const campaign = useCampaign(campaignIdOf(query));
  const book = useBook(bookIdOf(query));
  if (query.type === 'CAMPAIGN' && campaign.data) {
    const tasks = campaign.data.tasks.map((t) => ({ id: t.id, title: t.title, amount: t.task_amount }));
    return { tasks, loading: false, name: campaign.data.title, image: campaign.data.image };
  }
  if (query.type === 'BOOK' && book.data) {
    return { tasks: [{ id: book.data.id, title: book.data.title, amount: book.data.price }], loading: false, name: book.data.title, image: book.data.thumbnail };
  }
  return { tasks: [], loading: campaign.isLoading || book.isLoading, name: '', image: null };
}
