import { m } from '../../../paraglide/messages.js';

/**
 * The terms a learner agrees to when they make an account, as headed sections. Message functions,
 * called while the page renders (its language is known only then).
 */
export const termsSections: { key: string; heading: () => string; text: () => string }[] = [
  { key: 'free', heading: m.learn_terms_free_heading, text: m.learn_terms_free_text },
  { key: 'account', heading: m.learn_terms_account_heading, text: m.learn_terms_account_text },
  { key: 'data', heading: m.learn_terms_data_heading, text: m.learn_terms_data_text },
  { key: 'contact', heading: m.learn_terms_contact_heading, text: m.learn_terms_contact_text },
  { key: 'courses', heading: m.learn_terms_courses_heading, text: m.learn_terms_courses_text },
  { key: 'conduct', heading: m.learn_terms_conduct_heading, text: m.learn_terms_conduct_text },
  { key: 'closing', heading: m.learn_terms_closing_heading, text: m.learn_terms_closing_text },
];
