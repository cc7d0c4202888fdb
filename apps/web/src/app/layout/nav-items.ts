import { paths } from '@foundation/contract/routes';
import { m } from '../../paraglide/messages.js';

/** A site link: its label is a message, read while rendering (the page's language). */
export type NavItem = { to: string; label: () => string };

/** The nine navigation links of the header (spec point 2). */
export const navItems: readonly NavItem[] = [
  { to: paths.education, label: m.site_nav_education },
  { to: paths.publishing, label: m.site_nav_publishing },
  { to: paths.welfare, label: m.site_nav_welfare },
  { to: paths.spirit, label: m.site_nav_spirituality },
  { to: paths.media, label: m.site_nav_media },
  { to: paths.foundation, label: m.site_nav_foundation },
  { to: paths.scouts, label: m.site_nav_scouts },
  { to: paths.blogs, label: m.site_nav_blogs },
  { to: paths.gallery, label: m.site_nav_gallery },
];
