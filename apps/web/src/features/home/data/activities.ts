import { m } from '../../../paraglide/messages.js';

/**
 * The seven welfare activities of the home slider (spec point 2); their copy is read while rendering.
 * `category` is the gift's category, in English in every language: it is stored with the gift, and
 * staff sort gifts by it (it is the English title).
 */
export const activities = [
  { key: 'students', category: 'Supporting students', cta: m.about_activity_students_cta, title: m.about_activity_students_title, text: m.about_activity_students_text },
  { key: 'water', category: 'Water projects', cta: m.about_activity_water_cta, title: m.about_activity_water_title, text: m.about_activity_water_text },
  { key: 'food', category: 'Food', cta: m.about_activity_food_cta, title: m.about_food, text: m.about_activity_food_text },
  { key: 'livelihood', category: 'Livelihood', cta: m.about_activity_livelihood_cta, title: m.about_livelihood, text: m.about_activity_livelihood_text },
  { key: 'medical', category: 'Medical services', cta: m.about_activity_medical_cta, title: m.about_activity_medical_title, text: m.about_activity_medical_text },
  { key: 'funeral', category: 'Funeral', cta: m.about_activity_funeral_cta, title: m.about_funeral, text: m.about_activity_funeral_text },
  { key: 'marriage', category: 'Marriage', cta: m.about_activity_marriage_cta, title: m.about_marriage, text: m.about_activity_marriage_text },
];
