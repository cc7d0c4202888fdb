import { m } from '../../../paraglide/messages.js';
import { homeVideos } from './videos';

/** The four teachings of the spirituality tabs, each with a short talk on video; copy read while rendering. */
export const spiritualityTabs = [
  { key: 'why-murshed', label: m.about_practice_murshid_label, title: m.about_practice_murshid_title, text: m.about_practice_murshid_text, video: homeVideos.whyMurshed },
  { key: 'bait', label: m.about_practice_bait_label, title: m.about_practice_bait_title, text: m.about_practice_bait_text, video: homeVideos.bait },
  { key: 'zikar-qalbi', label: m.about_practice_zikr_label, title: m.about_practice_zikr_title, text: m.about_practice_zikr_text, video: homeVideos.zikarQalbi },
  { key: 'muraqba', label: m.about_practice_muraqaba_label, title: m.about_practice_muraqaba_title, text: m.about_practice_muraqaba_text, video: homeVideos.muraqba },
];
