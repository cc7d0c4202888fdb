import { paths } from '@foundation/contract/routes';
import { m } from '../../../paraglide/messages.js';

/** The six areas of the foundation's work, each leading to its page; their copy is read while rendering. */
export const areas = [
  { key: 'education', title: m.about_education, text: m.about_area_education_text, to: paths.education },
  { key: 'publishing', title: m.about_publishing, text: m.about_area_publishing_text, to: paths.publishing },
  { key: 'welfare', title: m.about_welfare, text: m.about_area_welfare_text, to: paths.welfare },
  { key: 'spirituality', title: m.about_spirituality, text: m.about_area_spirituality_text, to: paths.spirit },
  { key: 'media', title: m.about_media, text: m.about_area_media_text, to: paths.media },
  { key: 'scouts', title: m.about_scouts, text: m.about_area_scouts_text, to: paths.scouts },
] as const;
