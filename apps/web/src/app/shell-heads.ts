import type { PageHead } from '../lib/use-page-meta';
import { m } from '../paraglide/messages.js';

/**
 * The heads of the pages the browser draws (pages.ts: browserOnly): the server sends each with the
 * app's shell, in the page's language and with the foundation's name from settings, and the page
 * keeps it once drawn. They are a learner's own, a step of a gift or a sign-in form: no search
 * engine should list them.
 */
export const shellHeads = {
  login: (): PageHead => ({ title: m.learn_login(), description: m.learn_login_intro(), noindex: true }),
  donationForm: (): PageHead => ({ title: m.wizard_hero_title(), description: m.wizard_hero_copy(), noindex: true }),
  donationConfirmation: (): PageHead => ({ title: m.manual_meta_confirm_title(), description: m.manual_meta_confirm_description(), noindex: true }),
  enrollCourseDetail: (): PageHead => ({ title: m.learn_enrolment_title(), description: m.learn_enrolment_intro(), noindex: true }),
  courseListing: (): PageHead => ({ title: m.learn_my_courses(), description: m.learn_listing_intro(), noindex: true }),
  myCourseDetail: (): PageHead => ({ title: m.learn_my_courses(), description: m.learn_listing_intro(), noindex: true }),
  lessons: (): PageHead => ({ title: m.learn_lessons(), description: m.learn_listing_intro(), noindex: true }),
  courseQuiz: (): PageHead => ({ title: m.learn_quiz_title(), description: m.learn_listing_intro(), noindex: true }),
};
