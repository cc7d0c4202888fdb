import { auditScreen } from '../features/audit';
import { statementScreen } from '../features/donations/screens';
import { dashboardScreen, fundReportScreen } from '../features/reports';
import { staffScreen } from '../features/staff';
import type { Resource } from '../kit/types';
import { blogs } from '../resources/blogs';
import { bookCategories } from '../resources/book-categories';
import { bookOrders } from '../resources/book-orders';
import { books } from '../resources/books';
import { campaigns } from '../resources/campaigns';
import { certificates } from '../resources/certificates';
import { courseTypes } from '../resources/course-types';
import { courses } from '../resources/courses';
import { enrolments } from '../resources/enrolments';
import { gallery } from '../resources/gallery';
import { contactMessages, memberships } from '../resources/inbox';
import { lectureCategories } from '../resources/lecture-categories';
import { lectures } from '../resources/lectures';
import { locations } from '../resources/locations';
import { media } from '../resources/media';
import { newsEvents } from '../resources/news-events';
import { playlists } from '../resources/playlists';
import { quizzes } from '../resources/quizzes';
import { welfareCategories } from '../resources/welfare-categories';
import { funds } from '../resources/funds';
import { givingRates } from '../resources/giving-rates';
import { settingsScreen } from './settings-screen';

/**
 * Every resource of the back office, in the navigation's sections and order. A new one is one
 * line here. `donations` is donation review, a screen of its own placed first among the gifts.
 */
export const sections: { label: string; items: (Resource | 'donations')[] }[] = [
  { label: 'Inbox', items: [contactMessages, memberships, bookOrders, enrolments] },
  { label: 'Giving', items: [dashboardScreen, fundReportScreen, 'donations', statementScreen, campaigns, welfareCategories, funds, givingRates] },
  { label: 'Learning', items: [courses, courseTypes, quizzes, certificates] },
  { label: 'Publishing', items: [books, bookCategories] },
  { label: 'News and media', items: [blogs, newsEvents, lectures, lectureCategories, playlists, gallery] },
  { label: 'Site', items: [locations, media, settingsScreen] },
  { label: 'Office', items: [staffScreen, auditScreen] },
];

export const resources: Resource[] = sections.flatMap((s) => s.items.filter((r): r is Resource => r !== 'donations'));
