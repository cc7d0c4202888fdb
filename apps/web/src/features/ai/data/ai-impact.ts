import type { Impact } from '../../../components/ui/impact-counters';

/** Spec point 9: the AI page's count-ups. */
export const aiImpact: Impact[] = [
  { label: 'Learners waiting', to: 200, suffix: '+', caption: 'have asked to join the first classes' },
  { label: 'Lessons', to: 140, caption: 'written and being recorded' },
  { label: 'Projects', to: 35, caption: 'hands-on exercises to build' },
  { label: 'Mentors', to: 20, caption: 'volunteers ready to help' },
];
