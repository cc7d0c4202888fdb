import { programmeNames, type ProgrammeKey } from '../../../lib/programmes';
import { m } from '../../../paraglide/messages.js';

/**
 * The welfare programmes and the categories they hold. `id` and `name` are the welfare category
 * of spec point 3 exactly as the donation forms know it (ids 1..22 in the spec's order), kept in
 * English whatever the page's language; `heading` and `text` are what a person reads on the card,
 * message functions called while rendering.
 */
export type WelfareCategoryCard = { id: number; name: string; heading: () => string; text: () => string };

export type { ProgrammeKey };

/** `name` and `label` as lib/programmes.ts gives them: what a gift records, and what a person reads. */
export type Programme = { key: ProgrammeKey; name: string; label: () => string; summary: () => string; categories: WelfareCategoryCard[] };

export const programmes: Record<ProgrammeKey, Programme> = {
  education: {
    key: 'education',
    ...programmeNames.education,
    summary: m.about_programme_education_summary,
    categories: [
      { id: 1, name: 'Schooling', heading: m.about_category_schooling, text: m.about_category_schooling_text },
      { id: 2, name: 'Basic Education Centre', heading: m.about_category_basic_education, text: m.about_category_basic_education_text },
    ],
  },
  water: {
    key: 'water',
    ...programmeNames.water,
    summary: m.about_programme_water_summary,
    categories: [
      { id: 3, name: 'Well', heading: m.about_category_well, text: m.about_category_well_text },
      { id: 4, name: 'Handpump', heading: m.about_category_handpump, text: m.about_category_handpump_text },
      { id: 5, name: 'Water Coolers', heading: m.about_category_water_coolers, text: m.about_category_water_coolers_text },
      { id: 6, name: 'Water Plant', heading: m.about_category_water_plant, text: m.about_category_water_plant_text },
    ],
  },
  medical: {
    key: 'medical',
    ...programmeNames.medical,
    summary: m.about_programme_medical_summary,
    categories: [
      { id: 17, name: 'Medical Camp', heading: m.about_category_medical_camp, text: m.about_category_medical_camp_text },
      { id: 15, name: 'Incurable Deseases', heading: m.about_category_incurable, text: m.about_category_incurable_text },
    ],
  },
  food: {
    key: 'food',
    ...programmeNames.food,
    summary: m.about_programme_food_summary,
    categories: [
      { id: 7, name: 'Food Preparing', heading: m.about_category_food_preparing, text: m.about_category_food_preparing_text },
      { id: 8, name: 'Food Distribution', heading: m.about_category_food_distribution, text: m.about_category_food_distribution_text },
      { id: 9, name: 'Meat Distribution', heading: m.about_category_meat_distribution, text: m.about_category_meat_distribution_text },
      { id: 10, name: 'Grocery Distribution', heading: m.about_category_grocery_distribution, text: m.about_category_grocery_distribution_text },
    ],
  },
  livelihood: {
    key: 'livelihood',
    ...programmeNames.livelihood,
    summary: m.about_programme_livelihood_summary,
    categories: [
      { id: 11, name: 'Wheel Barrow', heading: m.about_category_wheelbarrow, text: m.about_category_wheelbarrow_text },
      { id: 12, name: 'Rikshaw Scheme', heading: m.about_category_rickshaw, text: m.about_category_rickshaw_text },
      { id: 13, name: 'Job Portals', heading: m.about_category_job_portals, text: m.about_category_job_portals_text },
      { id: 16, name: 'Training Centers', heading: m.about_category_training, text: m.about_category_training_text },
    ],
  },
  funeral: {
    key: 'funeral',
    ...programmeNames.funeral,
    summary: m.about_programme_funeral_summary,
    categories: [
      { id: 18, name: 'Body Ablution', heading: m.about_category_ablution, text: m.about_category_ablution_text },
      { id: 19, name: 'Shroud (Kafan)', heading: m.about_category_shroud, text: m.about_category_shroud_text },
      { id: 20, name: 'Funeral Prayer', heading: m.about_category_funeral_prayer, text: m.about_category_funeral_prayer_text },
    ],
  },
  marriage: {
    key: 'marriage',
    ...programmeNames.marriage,
    summary: m.about_programme_marriage_summary,
    categories: [
      { id: 21, name: 'Matrimonial', heading: m.about_category_matrimonial, text: m.about_category_matrimonial_text },
      { id: 22, name: 'Dowry', heading: m.about_category_dowry, text: m.about_category_dowry_text },
    ],
  },
};

/** The welfare page's two tab groups (spec point 2). */
export const welfareGroups: { key: string; eyebrow: () => string; title: () => string; intro: () => string; tabs: ProgrammeKey[] }[] = [
  {
    key: 'basics',
    eyebrow: m.about_welfare_basics_eyebrow,
    title: m.about_welfare_basics_title,
    intro: m.about_welfare_basics_intro,
    tabs: ['education', 'water', 'medical'],
  },
  {
    key: 'families',
    eyebrow: m.about_welfare_families_eyebrow,
    title: m.about_welfare_families_title,
    intro: m.about_welfare_families_intro,
    tabs: ['food', 'livelihood', 'funeral', 'marriage'],
  },
];

/** The donate page's fixed catalogue, in the spec's order. */
export const catalogueOrder: ProgrammeKey[] = ['education', 'water', 'food', 'livelihood', 'medical', 'funeral', 'marriage'];
