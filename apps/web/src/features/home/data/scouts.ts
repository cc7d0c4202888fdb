/** What a scout learns with us (spec point 2: the scouts block). */
export const scoutSkills = [
  { key: 'self-defence', title: 'Self-defence', text: 'Confidence and restraint, taught together.' },
  { key: 'thinking', title: 'Thinking', text: 'Problem solving, planning and leading a team.' },
  { key: 'hiking', title: 'Hiking', text: 'Map reading and long walks in the hills.' },
  { key: 'first-aid', title: 'First aid', text: 'Knowing what to do in the first minutes.' },
  { key: 'camping', title: 'Camping', text: 'Pitching tents, cooking and living outdoors.' },
  { key: 'survival', title: 'Survival', text: 'Fire, shelter and water when things go wrong.' },
];
