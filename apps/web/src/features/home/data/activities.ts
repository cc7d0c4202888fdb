import { m } from '../../../paraglide/messages.js';

/** The seven welfare activities of the home slider (spec point 2); their copy is read while rendering. */
export const activities = [
  { key: 'students', cta: m.about_activity_students_cta, title: m.about_activity_students_title, text: m.about_activity_students_text },
  { key: 'water', cta: m.about_activity_water_cta, title: m.about_activity_water_title, text: m.about_activity_water_text },
  { key: 'food', cta: m.about_activity_food_cta, title: m.about_food, text: m.about_activity_food_text },
  { key: 'livelihood', cta: m.about_activity_livelihood_cta, title: m.about_livelihood, text: m.about_activity_livelihood_text },
  { key: 'medical', cta: m.about_activity_medical_cta, title: m.about_activity_medical_title, text: m.about_activity_medical_text },
  { key: 'funeral', cta: m.about_activity_funeral_cta, title: m.about_funeral, text: m.about_activity_funeral_text },
  { key: 'marriage', cta: m.about_activity_marriage_cta, title: m.about_marriage, text: m.about_activity_marriage_text },
];
