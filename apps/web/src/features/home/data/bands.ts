import { paths } from '@foundation/contract/routes';
import type { HomeBand } from '../components/home-section';
import { m } from '../../../paraglide/messages.js';

/**
 * The heading, intro, tone and "more" link of each band of the home page, in page order. Each is
 * a function, called while rendering, so the copy is in the page's language.
 */
export const homeBands = {
  areas: (): HomeBand => ({
    eyebrow: m.about_band_areas_eyebrow(),
    title: m.about_band_areas_title(),
    intro: m.about_band_areas_intro(),
    center: true,
  }),
  spirituality: (): HomeBand => ({
    eyebrow: m.about_band_spirituality_eyebrow(),
    title: m.about_band_spirituality_title(),
    intro: m.about_band_spirituality_intro(),
    className: 'bg-white',
    more: { to: paths.spirit, label: m.about_band_spirituality_more() },
  }),
  activities: (): HomeBand => ({
    eyebrow: m.about_band_activities_eyebrow(),
    title: m.about_band_activities_title(),
    intro: m.about_band_activities_intro(),
    more: { to: paths.welfare, label: m.about_band_activities_more() },
  }),
  courses: (): HomeBand => ({
    eyebrow: m.about_band_courses_eyebrow(),
    title: m.about_band_courses_title(),
    intro: m.about_band_courses_intro(),
    className: 'bg-white',
    more: { to: paths.education, label: m.about_band_courses_more() },
  }),
  books: (): HomeBand => ({
    eyebrow: m.about_band_books_eyebrow(),
    title: m.about_band_books_title(),
    intro: m.about_band_books_intro(),
    className: 'bg-cream',
    more: { to: paths.publishing, label: m.about_band_books_more() },
  }),
  scouts: (): HomeBand => ({
    eyebrow: m.about_scouts(),
    title: m.about_band_scouts_title(),
    intro: m.about_band_scouts_intro(),
    className: 'bg-brand-50',
  }),
  media: (): HomeBand => ({
    eyebrow: m.about_band_media_eyebrow(),
    title: m.about_band_media_title(),
    intro: m.about_band_media_intro(),
    className: 'bg-white',
    more: { to: paths.media, label: m.about_band_media_more() },
  }),
} satisfies Record<string, () => HomeBand>;
