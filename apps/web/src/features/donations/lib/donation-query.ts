import { moduleCodeOf, type ModuleCode } from '@foundation/contract/donation-codes';
import { FUND_CODE_PATTERN } from '@foundation/contract/fund-messages';

/** What a gift that names no programme is recorded and shown as. */
export const GENERAL_DONATION = 'General donation';

export type { ModuleCode };

/** The query both donation pages are driven by (spec point 2), read once and typed. */
export interface DonationQuery {
  type: ModuleCode;
  title: string;
  /** A server-root path such as /uploads/books/x.jpg; anything else is ignored. */
  image: string | null;
  taskIds: number[];
  amount: string;
  isDonation: string;
  bookId: number | null;
  courseId: number | null;
  id: number | null;
  /** The fund a link chose (the Zakat calculator's "Give your Zakat"): a fund code, or '' for none. */
  fund?: string;
}

const INTEGER = /^\d+$/;

/** Spec point 5: ids that do not parse as integers are dropped, never sent. */
export const toInteger = (value: string | null | undefined): number | null =>
  value != null && INTEGER.test(value.trim()) ? Number(value.trim()) : null;

/** Only same-origin paths: a crafted link must not make the page load someone else's image. */
export const safeImagePath = (value: string | null | undefined): string | null =>
  value && value.startsWith('/') && !value.startsWith('//') ? value : null;

/** task_id arrives as task_id=1&task_id=2, task_id[]=1 or task_id=1,2: all are accepted. */
function readTaskIds(params: URLSearchParams): number[] {
  const raw = [...params.getAll('task_id'), ...params.getAll('task_id[]')].flatMap((v) => v.split(','));
  return raw.map(toInteger).filter((n): n is number => n !== null);
}

export function readDonationQuery(params: URLSearchParams): DonationQuery {
  return {
    type: moduleCodeOf(params.get('type')),
    title: params.get('title')?.trim() ?? '',
    image: safeImagePath(params.get('image')),
    taskIds: readTaskIds(params),
    amount: params.get('amount') ?? '',
    isDonation: params.get('is_donation') ?? 'false',
    bookId: toInteger(params.get('book_id')),
    courseId: toInteger(params.get('course_id')),
    id: toInteger(params.get('id')),
    fund: FUND_CODE_PATTERN.test(params.get('fund')?.trim().toLowerCase() ?? '') ? params.get('fund')!.trim().toLowerCase() : '',
  };
}

/** The book a BOOK page is about: book_id when given, else id (the publishing page sends id). */
export const bookIdOf = (q: DonationQuery) => (q.type === 'BOOK' ? (q.bookId ?? q.id) : null);

/** The campaign a CAMPAIGN page is about; id 0 (the header's Donate) means none. */
export const campaignIdOf = (q: DonationQuery) => (q.type === 'CAMPAIGN' && q.id ? q.id : null);

/** Whose funds a gift may go to: the campaign's, or the welfare category's (by the name gifts record). */
export const fundTargetOf = (q: DonationQuery, category: string) => ({
  campaignId: campaignIdOf(q),
  category: q.type === 'CAMPAIGN' || category === GENERAL_DONATION ? null : category || null,
});
