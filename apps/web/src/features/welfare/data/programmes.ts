/**
 * The welfare programmes and the categories they hold. `id` and `name` are the welfare category
 * of spec point 3 exactly as the donation forms know it (ids 1..22 in the spec's order); `heading`
 * is how a person reads it on the card.
 */
export type WelfareCategoryCard = { id: number; name: string; heading?: string; text: string };

export type ProgrammeKey = 'education' | 'water' | 'medical' | 'food' | 'livelihood' | 'funeral' | 'marriage';

export type Programme = { key: ProgrammeKey; label: string; summary: string; categories: WelfareCategoryCard[] };

export const programmes: Record<ProgrammeKey, Programme> = {
  education: {
    key: 'education',
    label: 'Education',
    summary: 'School fees, books and village classrooms, so that no bright child leaves school for want of money.',
    categories: [
      { id: 1, name: 'Schooling', text: 'Fees, uniforms and books for children whose parents cannot carry the cost, so a bright child stays in class.' },
      { id: 2, name: 'Basic Education Centre', text: 'Community classrooms in villages without a school, where children and adults learn to read, write and count.' },
    ],
  },
  water: {
    key: 'water',
    label: 'Water Projects',
    summary: 'Wells, handpumps and filtration plants that end the long walk for water in Thar, Cholistan and beyond.',
    categories: [
      { id: 3, name: 'Well', text: 'Deep wells dug together with the village and handed to its elders: clean water for a generation.' },
      { id: 4, name: 'Handpump', text: 'A handpump beside a mosque or a school ends the daily walk for water for dozens of families.' },
      { id: 5, name: 'Water Coolers', text: 'Cold drinking water at hospitals, markets and mosques through the burning months of summer.' },
      { id: 6, name: 'Water Plant', text: 'Filtration plants that turn brackish groundwater into safe water for whole neighbourhoods.' },
    ],
  },
  medical: {
    key: 'medical',
    label: 'Medical',
    summary: 'Free medical camps and long-term care for patients that ordinary clinics send home.',
    categories: [
      { id: 17, name: 'Medical Camp', text: 'Free camps where volunteer doctors see patients, check eyes and blood sugar, and hand out medicine.' },
      { id: 15, name: 'Incurable Deseases', heading: 'Incurable Diseases', text: 'Steady support for patients with chronic and terminal illness: medicine, dialysis and a hand to hold.' },
    ],
  },
  food: {
    key: 'food',
    label: 'Food',
    summary: 'Hot meals and monthly rations for families who would otherwise go to bed hungry.',
    categories: [
      { id: 7, name: 'Food Preparing', text: 'Hot meals cooked in our kitchens for hospital attendants, day labourers and travellers.' },
      { id: 8, name: 'Food Distribution', text: 'Cooked food and dry rations carried to families struck by flood, drought or sudden loss.' },
      { id: 9, name: 'Meat Distribution', text: 'Sacrificial and donated meat shared fairly with families who rarely see it on their table.' },
      { id: 10, name: 'Grocery Distribution', text: 'Monthly bags of flour, rice, lentils, oil and sugar for widows and elderly people living alone.' },
    ],
  },
  livelihood: {
    key: 'livelihood',
    label: 'Livelihood',
    summary: 'A cart, a rickshaw or a skill: the start of an income that a family earns with its own hands.',
    categories: [
      { id: 11, name: 'Wheel Barrow', heading: 'Wheelbarrow', text: 'A sturdy cart and its first stock, so a street vendor can earn an honest living from day one.' },
      { id: 12, name: 'Rikshaw Scheme', heading: 'Rickshaw Scheme', text: 'Interest-free rickshaws that drivers repay in small instalments and then own outright.' },
      { id: 13, name: 'Job Portals', text: 'Matching willing, skilled hands with employers who need them, free of charge to both.' },
      { id: 16, name: 'Training Centers', heading: 'Training Centres', text: 'Tailoring, computer and trade courses that turn a few months of learning into a lasting skill.' },
    ],
  },
  funeral: {
    key: 'funeral',
    label: 'Funeral',
    summary: 'Dignity at the last farewell: washing, shroud and prayer for families who cannot afford them.',
    categories: [
      { id: 18, name: 'Body Ablution', text: 'Trained volunteers and a clean, respectful place for the final washing (ghusl) of the deceased.' },
      { id: 19, name: 'Shroud (Kafan)', text: 'A shroud for every family that cannot afford one, so that no one is laid to rest without dignity.' },
      { id: 20, name: 'Funeral Prayer', text: 'Help arranging the funeral prayer and burial, with transport for families far from home.' },
    ],
  },
  marriage: {
    key: 'marriage',
    label: 'Marriage',
    summary: 'Simple, dignified weddings for daughters whose families cannot bear the cost alone.',
    categories: [
      { id: 21, name: 'Matrimonial', text: 'Discreet help for families seeking a suitable match, and simple nikah ceremonies without crushing cost.' },
      { id: 22, name: 'Dowry', text: 'Essential household things for brides whose parents cannot provide them, given quietly and with respect.' },
    ],
  },
};

/** The welfare page's two tab groups (spec point 2). */
export const welfareGroups: { title: string; eyebrow: string; intro: string; tabs: ProgrammeKey[] }[] = [
  {
    eyebrow: 'Learning, water and health',
    title: 'The foundations of a good life',
    intro: 'A classroom, a cup of clean water and a doctor who listens: the three things every village asks us for first.',
    tabs: ['education', 'water', 'medical'],
  },
  {
    eyebrow: 'Daily bread and life’s milestones',
    title: 'Standing with families, from the first meal to the last farewell',
    intro: 'Food when the cupboard is empty, work that restores dignity, and help at a wedding or a funeral when a family cannot manage alone.',
    tabs: ['food', 'livelihood', 'funeral', 'marriage'],
  },
];

/** The donate page's fixed catalogue, in the spec's order. */
export const catalogueOrder: ProgrammeKey[] = ['education', 'water', 'food', 'livelihood', 'medical', 'funeral', 'marriage'];
