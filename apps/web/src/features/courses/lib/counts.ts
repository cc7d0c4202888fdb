import { m } from '../../../paraglide/messages.js';
import { intlLocale } from '../../../lib/locale';

/** A count as a reader of the page's language writes it (1,250). */
export const formatCount = (n: number) => new Intl.NumberFormat(intlLocale()).format(n);

/** "1 hour", "12 hours" in the page's language. */
export const hoursText = (n: number) => (n === 1 ? m.learn_hours_one : m.learn_hours_other)({ count: formatCount(n) });

/** "1 lesson", "8 lessons" in the page's language. */
export const lessonsText = (n: number) => (n === 1 ? m.learn_lessons_count_one : m.learn_lessons_count_other)({ count: formatCount(n) });
