import { m } from '../../../paraglide/messages.js';

/** The six scouting activities (spec point 2), each with a drawn illustration of the same key. */
export const scoutActivities = [
  { key: 'self-defence', title: m.about_skill_self_defence, text: m.about_scout_activity_self_defence },
  { key: 'thinking', title: m.about_skill_thinking, text: m.about_scout_activity_thinking },
  { key: 'hiking', title: m.about_skill_hiking, text: m.about_scout_activity_hiking },
  { key: 'first-aid', title: m.about_skill_first_aid, text: m.about_scout_activity_first_aid },
  { key: 'camping', title: m.about_skill_camping, text: m.about_scout_activity_camping },
  { key: 'survival', title: m.about_skill_survival, text: m.about_scout_activity_survival },
] as const;

/** The scouts gallery: drawn scenes from a year of scouting. */
export const scoutScenes = [
  { key: 'campfire', caption: m.about_scout_scene_campfire },
  { key: 'flag', caption: m.about_scout_scene_flag },
  { key: 'river', caption: m.about_scout_scene_river },
  { key: 'trees', caption: m.about_scout_scene_trees },
  { key: 'relief', caption: m.about_scout_scene_relief },
  { key: 'trail', caption: m.about_scout_scene_trail },
] as const;
