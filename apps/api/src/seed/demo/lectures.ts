import { AdminLectureCategoryCreateSchema } from '@foundation/contract/admin/lecture-categories';
import { AdminLectureCreateSchema } from '@foundation/contract/admin/lectures';
import { resourceService } from '../../services/back-office/kit.ts';
import { lectureCategoryResource } from '../../services/catalogue/admin/lecture-categories.ts';
import { lectureResource } from '../../services/catalogue/admin/lectures.ts';
import type { IconName } from '../assets/icons.ts';
import { cardImage } from '../assets/images.ts';
import type { ThemeName } from '../assets/svg.ts';
import { chimeWav } from '../assets/wav.ts';
import { dayOffset, seedRecord, slug, type SeedContext } from '../context.ts';

const CATEGORIES = ['Friday Khutbat', 'Zikr & Muraqaba Gatherings', 'Tafseer Circles'] as const;
const look: Record<(typeof CATEGORIES)[number], [IconName, ThemeName]> = {
  'Friday Khutbat': ['mosque', 'green'],
  'Zikr & Muraqaba Gatherings': ['lantern', 'night'],
  'Tafseer Circles': ['book', 'teal'],
};

interface LectureSeed {
  title: string;
  category: (typeof CATEGORIES)[number];
  daysAgo: number;
  html: string;
  /** Audio parts: title and length in seconds of the generated recording. */
  parts: [title: string, seconds: number][];
}

export const demoLectures: LectureSeed[] = [
  {
    title: 'The Rights of Neighbours',
    category: 'Friday Khutbat',
    daysAgo: 6,
    html: '<p>Maulana Abdul Hameed Qadri on the hadith of Jibreel\'s repeated counsel about neighbours, and what it asks of families living wall to wall in Pakistan\'s crowded cities.</p><ul><li>Who counts as a neighbour</li><li>Food, noise, parking and patience</li><li>Neighbours of other faiths</li></ul>',
    parts: [['Khutbah', 10]],
  },
  {
    title: 'Honesty in Trade',
    category: 'Friday Khutbat',
    daysAgo: 20,
    html: '<p>A khutbah delivered at the Faisalabad centre to a congregation of traders from the cloth market, on fair weights, truthful advertising and the promise made to the honest merchant.</p>',
    parts: [['Khutbah', 9], ['Questions after prayer', 7]],
  },
  {
    title: 'Gratitude in Hard Times',
    category: 'Friday Khutbat',
    daysAgo: 41,
    html: '<p>Delivered in the weeks after the floods, this khutbah asks how a believer can be grateful while grieving, drawing on the Year of Sorrow in the seerah and the words of families our volunteers met in Dadu.</p>',
    parts: [['Khutbah', 11]],
  },
  {
    title: 'Thursday Gathering: The Heart\'s Rest',
    category: 'Zikr & Muraqaba Gatherings',
    daysAgo: 3,
    html: '<p>A recording of the weekly Thursday gathering in Lahore: a short talk on the verse "in the remembrance of Allah do hearts find rest", followed by guided <strong>zikr qalbi</strong>.</p><p>Listen in a quiet place and join the zikr when it begins.</p>',
    parts: [['Talk', 8], ['Guided zikr', 12]],
  },
  {
    title: 'Muraqaba of Gratitude',
    category: 'Zikr & Muraqaba Gatherings',
    daysAgo: 33,
    html: '<p>Shaykh Muhammad Ilyas Naqshbandi guides a <strong>muraqaba</strong> session recorded at the monthly retreat near Murree. Suitable for students who keep a regular practice of zikr.</p>',
    parts: [['Guided muraqaba', 12]],
  },
  {
    title: 'Night of Remembrance, Karachi',
    category: 'Zikr & Muraqaba Gatherings',
    daysAgo: 58,
    html: '<p>Highlights from the Karachi centre\'s night of zikr and naat, with a closing dua for the country, for the sick and for those who have passed away.</p>',
    parts: [['Naat and zikr', 9], ['Closing dua', 6]],
  },
  {
    title: 'Tafseer of Surah al-Asr',
    category: 'Tafseer Circles',
    daysAgo: 13,
    html: '<p>Mufti Kamran Yousaf explains the three verses Imam Shafi\'i said would suffice humanity if they reflected on them: time, loss, and the four qualities that save a person.</p><ol><li>Faith</li><li>Righteous deeds</li><li>Counselling one another to truth</li><li>Counselling one another to patience</li></ol>',
    parts: [['Lesson', 10]],
  },
  {
    title: 'Tafseer of Surah al-Kahf: The Cave',
    category: 'Tafseer Circles',
    daysAgo: 27,
    html: '<p>The first of a Friday series on Surah al-Kahf, read each week in many Pakistani homes. This session covers the young men of the cave, their courage and their trust in Allah, and what they teach young people today.</p>',
    parts: [['Lesson, part 1', 11], ['Lesson, part 2', 8]],
  },
];

const categoryService = resourceService(lectureCategoryResource);
const lectureService = resourceService(lectureResource);

export async function seedLectures({ tx, picture, upload, now }: SeedContext) {
  const categoryId = new Map<string, number>();
  for (const title of CATEGORIES) categoryId.set(title, (await seedRecord(tx, categoryService, AdminLectureCategoryCreateSchema, { title })).id);

  for (const l of demoLectures) {
    const [icon, theme] = look[l.category];
    const attachments = [];
    // A recording is a media library file, as one staff upload; the name seeds its chime.
    for (const [position, [title, seconds]] of l.parts.entries()) {
      const name = `${slug(l.title)}-${position + 1}.wav`;
      attachments.push({ title, audio_url: await upload(name, chimeWav(`lectures/${name}`, seconds)) });
    }
    await seedRecord(tx, lectureService, AdminLectureCreateSchema, {
      category_id: categoryId.get(l.category)!,
      title: l.title,
      thumbnail: await picture(l.title, cardImage({ title: l.title, kicker: l.category, icon, theme })),
      release_date: dayOffset(now, -l.daysAgo),
      description: l.html,
      published: true,
      attachments,
    });
  }
}
