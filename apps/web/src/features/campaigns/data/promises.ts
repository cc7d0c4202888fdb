import { m } from '../../../paraglide/messages.js';

/** Why a donor can trust the gift: three promises the foundation keeps (read while the page renders). */
export const givingPromises = () => [
  { title: m.manual_promise_recorded_title(), text: m.manual_promise_recorded_text() },
  { title: m.manual_promise_volunteers_title(), text: m.manual_promise_volunteers_text() },
  { title: m.manual_promise_safe_title(), text: m.manual_promise_safe_text() },
];
