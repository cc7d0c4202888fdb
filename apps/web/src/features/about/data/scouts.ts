/** The six scouting activities (spec point 2), each with a drawn illustration of the same key. */
export const scoutActivities = [
  { key: 'self-defence', title: 'Self-defence', text: 'Discipline of body and temper: scouts learn to stand firm, stay calm and protect those weaker than themselves.' },
  { key: 'thinking', title: 'Thinking', text: 'Puzzles, debates and night-time star maps that teach young minds to reason, plan and ask good questions.' },
  { key: 'hiking', title: 'Hiking', text: 'Trails through the Margalla Hills and beyond, where scouts learn to read a map, pace a climb and look after each other.' },
  { key: 'first-aid', title: 'First aid', text: 'Bandaging, CPR and the calm to act in the first minutes, taught by volunteer doctors from our medical camps.' },
  { key: 'camping', title: 'Camping', text: 'Pitching tents, cooking over a fire and sharing duties: a weekend in camp teaches more than a month of lectures.' },
  { key: 'survival', title: 'Survival', text: 'Finding water, building shelter and signalling for help: skills that have served our scouts in floods and earthquakes.' },
] as const;

/** The scouts gallery: drawn scenes from a year of scouting. */
export const scoutScenes = [
  { key: 'campfire', caption: 'Evening campfire and nasheeds at the annual jamboree' },
  { key: 'flag', caption: 'Morning assembly and flag-raising at camp' },
  { key: 'river', caption: 'A rope crossing over a mountain stream' },
  { key: 'trees', caption: 'Planting saplings on the monsoon tree drive' },
  { key: 'relief', caption: 'Scouts packing ration bags after the floods' },
  { key: 'trail', caption: 'The long trail to the summit, one step at a time' },
] as const;
