import type { BillingInfo } from './billing-info';
import { GENERAL_DONATION, bookIdOf, campaignIdOf, type DonationQuery, type ModuleCode } from './donation-query';
import { sumRupees } from '@foundation/contract/money';

/** A predefined choice of step 1: a campaign task, or the book being ordered. */
export interface WizardTask {
  id: number;
  title: string;
  amount: number;
}

export interface AmountChoice {
  selected: number[];
  custom: boolean;
  customAmount: string;
}

/** Spec point 3: line items are pairs of task_id and amount; a custom amount uses task_id 0. */
export interface LineItem {
  task_id: number;
  title: string;
  amount: number;
}

/** What the custom line is called: the welfare category, else the campaign, else a plain gift. */
export const customTaskName = (q: DonationQuery, fallback?: string) => q.title || fallback || GENERAL_DONATION;

/** Spec point 2: tasks *or* a custom amount, never both (the server prices one or the other). */
export function lineItems(tasks: WizardTask[], choice: AmountChoice, customName: string): LineItem[] {
  if (choice.custom) {
    const custom = Number(choice.customAmount);
    return custom > 0 ? [{ task_id: 0, title: customName, amount: custom }] : [];
  }
  return tasks.filter((t) => choice.selected.includes(t.id)).map((t) => ({ task_id: t.id, title: t.title, amount: t.amount }));
}

export const orderTotal = (items: LineItem[]) => sumRupees(items.map((i) => i.amount));

/** donatation_submit of POST stripePayment: the spec's card order, minus every card field. */
export interface CardOrder extends BillingInfo {
  module_code: ModuleCode;
  task_id: number[];
  campaign_id: number | null;
  book_id: number | null;
  course_id: number | null;
  items: { task_id: number; amount: number }[];
  total_amount: number;
  custom_task: boolean;
  custom_task_name: string;
  custom_task_amount: number;
  category: string;
  policies: boolean;
  /** The fund chosen (zakat, sadaqah…); absent: General. */
  fund?: string;
}

export function cardOrder(q: DonationQuery, billing: BillingInfo, items: LineItem[], customName: string, fund?: string): CardOrder {
  const custom = items.find((i) => i.task_id === 0);
  return {
    ...billing,
    module_code: q.type,
    task_id: items.filter((i) => i.task_id !== 0).map((i) => i.task_id),
    campaign_id: campaignIdOf(q),
    book_id: bookIdOf(q),
    course_id: q.courseId,
    items: items.map(({ task_id, amount }) => ({ task_id, amount })),
    total_amount: orderTotal(items),
    custom_task: Boolean(custom),
    custom_task_name: custom ? customName : '',
    custom_task_amount: custom?.amount ?? 0,
    category: q.title,
    policies: true,
    ...(fund && q.type !== 'BOOK' ? { fund } : {}),
  };
}
