import { m } from '../../../paraglide/messages.js';

/** What a scout learns with us (spec point 2: the scouts block); the copy is read while rendering. */
export const scoutSkills = [
  { key: 'self-defence', title: m.about_skill_self_defence, text: m.about_home_skill_self_defence },
  { key: 'thinking', title: m.about_skill_thinking, text: m.about_home_skill_thinking },
  { key: 'hiking', title: m.about_skill_hiking, text: m.about_home_skill_hiking },
  { key: 'first-aid', title: m.about_skill_first_aid, text: m.about_home_skill_first_aid },
  { key: 'camping', title: m.about_skill_camping, text: m.about_home_skill_camping },
  { key: 'survival', title: m.about_skill_survival, text: m.about_home_skill_survival },
];
