import { programmeNames } from '../../../lib/programmes';
import { m } from '../../../paraglide/messages.js';

/**
 * The seven welfare activities of the home slider (spec point 2); their copy is read while rendering.
 * `category` is the gift's category: the programme's recorded name (lib/programmes.ts), in English
 * in every language, as the donate page's buttons give to it; staff sort gifts by it.
 */
export const activities = [
  { key: 'students', category: programmeNames.education.name, cta: m.about_activity_students_cta, title: m.about_activity_students_title, text: m.about_activity_students_text },
  { key: 'water', category: programmeNames.water.name, cta: m.about_activity_water_cta, title: m.about_activity_water_title, text: m.about_activity_water_text },
  { key: 'food', category: programmeNames.food.name, cta: m.about_activity_food_cta, title: m.about_food, text: m.about_activity_food_text },
  { key: 'livelihood', category: programmeNames.livelihood.name, cta: m.about_activity_livelihood_cta, title: m.about_livelihood, text: m.about_activity_livelihood_text },
  { key: 'medical', category: programmeNames.medical.name, cta: m.about_activity_medical_cta, title: m.about_activity_medical_title, text: m.about_activity_medical_text },
  { key: 'funeral', category: programmeNames.funeral.name, cta: m.about_activity_funeral_cta, title: m.about_funeral, text: m.about_activity_funeral_text },
  { key: 'marriage', category: programmeNames.marriage.name, cta: m.about_activity_marriage_cta, title: m.about_marriage, text: m.about_activity_marriage_text },
];
