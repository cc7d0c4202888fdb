import type { Impact } from '../../../components/ui/impact-counters';
import { m } from '../../../paraglide/messages.js';

/** Spec point 9: the AI page's count-ups (called while rendering, in the page's language). */
export const aiImpact = (): Impact[] => [
  { label: m.learn_ai_impact_waiting(), to: 200, suffix: '+', caption: m.learn_ai_impact_waiting_caption() },
  { label: m.learn_ai_impact_lessons(), to: 140, caption: m.learn_ai_impact_lessons_caption() },
  { label: m.learn_ai_impact_projects(), to: 35, caption: m.learn_ai_impact_projects_caption() },
  { label: m.learn_ai_impact_mentors(), to: 20, caption: m.learn_ai_impact_mentors_caption() },
];
