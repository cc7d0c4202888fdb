import { m } from '../paraglide/messages.js';

export type ProgrammeKey = 'education' | 'water' | 'medical' | 'food' | 'livelihood' | 'funeral' | 'marriage';

/**
 * The seven welfare programmes by name: `name` is what a gift to the programme as a whole is
 * recorded under (data, English whatever the page's language, as a welfare category's is); `label`
 * is what a person reads, a message function called while rendering. The welfare and donate pages
 * describe each programme; the donation pages name the one a gift is for.
 */
export const programmeNames: Record<ProgrammeKey, { name: string; label: () => string }> = {
  education: { name: 'Education', label: m.about_education },
  water: { name: 'Water Projects', label: m.about_programme_water },
  medical: { name: 'Medical', label: m.about_medical },
  food: { name: 'Food', label: m.about_food },
  livelihood: { name: 'Livelihood', label: m.about_livelihood },
  funeral: { name: 'Funeral', label: m.about_funeral },
  marriage: { name: 'Marriage', label: m.about_marriage },
};

/** The programme a gift's recorded name belongs to, if it is one. */
export function programmeNamed(name: string): ProgrammeKey | null {
  const wanted = name.trim().toLowerCase();
  const found = (Object.keys(programmeNames) as ProgrammeKey[]).find((key) => programmeNames[key].name.toLowerCase() === wanted);
  return found ?? null;
}
