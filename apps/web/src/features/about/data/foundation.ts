import { paths } from '@foundation/contract/routes';
import { m } from '../../../paraglide/messages.js';

/** Leaders' messages on the foundation page; the copy is read while rendering. */
export const leaders = [
  { key: 'founder', name: m.about_spirit_team_28_name, role: m.about_leader_founder_role, message: m.about_leader_founder_message },
  { key: 'chairman', name: m.about_member_01_name, role: m.about_member_01_role, message: m.about_leader_chairman_message },
  { key: 'secretary', name: m.about_member_03_name, role: m.about_member_03_role, message: m.about_leader_secretary_message },
] as const;

/** The foundation's organisations, shown in a carousel, each leading to its page (`mark` is their logo's letters). */
export const organisations = [
  { key: 'education', mark: 'ET', name: m.about_org_education_name, since: 1992, to: paths.education, text: m.about_org_education_text },
  { key: 'publishing', mark: 'PH', name: m.about_org_publishing_name, since: 1998, to: paths.publishing, text: m.about_org_publishing_text },
  { key: 'welfare', mark: 'WT', name: m.about_org_welfare_name, since: 1985, to: paths.welfare, text: m.about_org_welfare_text },
  { key: 'scouts', mark: 'FS', name: m.about_foundation_scouts, since: 2004, to: paths.scouts, text: m.about_org_scouts_text },
  { key: 'spirit', mark: 'SC', name: m.about_org_spirit_name, since: 1985, to: paths.spirit, text: m.about_org_spirit_text },
  { key: 'media', mark: 'ML', name: m.about_org_media_name, since: 2009, to: paths.media, text: m.about_org_media_text },
  { key: 'academy', mark: 'OA', name: m.about_org_academy_name, since: 2020, to: paths.ai, text: m.about_org_academy_text },
] as const;

/** Milestones of the foundation's story. */
export const milestones = [
  { year: 1985, text: m.about_milestone_1985 },
  { year: 1992, text: m.about_milestone_1992 },
  { year: 1998, text: m.about_milestone_1998 },
  { year: 2004, text: m.about_milestone_2004 },
  { year: 2020, text: m.about_milestone_2020 },
] as const;
