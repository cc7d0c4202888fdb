import { AdminNewsEventCreateSchema } from '@foundation/contract/admin/news-events';
import { resourceService } from '../../services/back-office/kit.ts';
import { newsEventResource } from '../../services/catalogue/admin/news-events.ts';
import type { IconName } from '../assets/icons.ts';
import { cardImage } from '../assets/images.ts';
import { sceneImage, type Subject } from '../assets/scene.ts';
import type { ThemeName } from '../assets/svg.ts';
import { dayOffset, seedRecord, slug, type SeedContext } from '../context.ts';

interface NewsSeed {
  title: string;
  /** Days from the first start; positive ones are upcoming events. */
  day: number;
  icon: IconName;
  theme: ThemeName;
  html: string;
  /** Pictures attached to the item, first one shown on the card. */
  photos: Subject[];
}

export const demoNews: NewsSeed[] = [
  {
    title: 'Scouts Winter Camp: Registration Opens',
    day: 9,
    icon: 'tent',
    theme: 'night',
    html:
      '<p>Registration opens for the winter camp in the Margalla Hills, Islamabad, for scouts aged 11 to 17. Five days of hiking, first aid, navigation and service in nearby villages.</p>' +
      '<p>Places are limited to 80. Parents can register through the <strong>Join Us</strong> form on the Scouts page; the fee of Rs 6,500 is waived for orphans and children from our education programme.</p>',
    photos: ['camp', 'tents'],
  },
  {
    title: 'Annual Mehfil-e-Zikr in Lahore',
    day: 18,
    icon: 'lantern',
    theme: 'green',
    html:
      '<p>The foundation\'s annual gathering of remembrance returns to the lawns of our Gulberg centre after Maghrib. The evening includes naat, a talk by Maulana Abdul Hameed Qadri on the company of the righteous, collective zikr and dua for the country.</p>' +
      '<p>Separate arrangements are made for sisters. Langar will be served after Isha. Entry is free and everyone is welcome; the evening will also be streamed on our Live page.</p>',
    photos: ['stage', 'crowd'],
  },
  {
    title: 'Free Medical Camp in Rajanpur',
    day: 40,
    icon: 'medical',
    theme: 'cream',
    html:
      '<p>A two-day free medical camp at the Government High School, Rajanpur, with general physicians, a gynaecologist, a paediatrician and an eye specialist. Free medicines, blood sugar tests and eye screening for all.</p>' +
      '<p>Patients found to need cataract surgery will be referred to our partner hospital in Multan at no cost. Doctors and pharmacists who wish to volunteer can register through the Contact page.</p>',
    photos: ['tents'],
  },
  {
    title: '40 Handpumps Handed Over in Tharparkar',
    day: -12,
    icon: 'handpump',
    theme: 'teal',
    html:
      '<p>Forty new handpumps were handed over to village water committees around Mithi and Islamkot this week, bringing sweet water within a few minutes\' walk of some 9,000 people.</p>' +
      '<p>Each committee has been trained to maintain its pump and keeps a small repair fund. Thank you to every donor of the <em>Clean Water for Tharparkar</em> campaign; the next phase, four solar-powered wells, begins next month.</p>',
    photos: ['pump', 'pump'],
  },
  {
    title: 'Our Books at the Karachi International Book Fair',
    day: -35,
    icon: 'book',
    theme: 'terracotta',
    html:
      '<p>The foundation\'s stall at the Expo Centre in Karachi welcomed more than 6,000 visitors over five days. Two hundred titles were on display, and over 3,500 free books were given to students and teachers.</p>' +
      '<p>The most requested titles were <em>The Garden of the Heart</em>, <em>Stories of the Prophets for Children</em> and <em>The Seerah in Twelve Evenings</em>. All three can be read free online on our Publishing page.</p>',
    photos: ['stage'],
  },
  {
    title: 'Food Packs Reach 2,000 Families in Dadu',
    day: -70,
    icon: 'basket',
    theme: 'green',
    html:
      '<p>Volunteers from Karachi and Hyderabad delivered 2,000 month-long food packs to families in Dadu and Johi still rebuilding homes lost in the floods. Each pack feeds a family of six for a month.</p>' +
      '<p>Our teams also assessed twelve villages for handpumps and a Basic Education Centre, to be taken up in the coming months.</p>',
    photos: ['truck', 'crowd'],
  },
];

const newsService = resourceService(newsEventResource);

export async function seedNews({ tx, picture, now }: SeedContext) {
  for (const n of demoNews) {
    const photos = [];
    for (const [i, subject] of n.photos.entries()) {
      // The drawing's seed is the path it had as a generated file, so the pictures stay the same.
      photos.push(await picture(`${n.title} photo ${i + 1}`, sceneImage(subject, `news/${slug(n.title)}-photo-${i + 1}.svg`, n.title)));
    }
    await seedRecord(tx, newsService, AdminNewsEventCreateSchema, {
      title: n.title,
      event_date: dayOffset(now, n.day),
      image: await picture(n.title, cardImage({ title: n.title, kicker: n.day > 0 ? 'Event' : 'News', icon: n.icon, theme: n.theme })),
      description: n.html,
      published: true,
      attachments: photos.map((image) => ({ image })),
    });
  }
}
