import { galleries, galleryAttachments, playlistVideos, playlists } from '../../schema/index.ts';
import { playlistId, videoId } from '../assets/random.ts';
import { sceneImage, type Subject } from '../assets/scene.ts';
import { insertKeyed, slug, type SeedContext } from '../context.ts';
import { FALLBACK_PLAYLISTS } from '../essentials/settings.ts';

/** Gallery pictures: [subject drawn, caption shown]. */
export const demoGalleries: { name: string; photos: [Subject, string][] }[] = [
  {
    name: 'Welfare in the Field',
    photos: [
      ['pump', 'The first bucket from a new handpump in Kaloi, Tharparkar'],
      ['pump', 'Village water committee training near Islamkot'],
      ['truck', 'Ration bags leaving the Karachi warehouse before Ramadan'],
      ['truck', 'Food packs arriving in Johi, district Dadu'],
      ['tents', 'Medical camp in Rajanpur: eye screening under the tents'],
      ['tents', 'Volunteer doctors from Multan at the Muzaffargarh camp'],
      ['school', 'Opening day at the Basic Education Centre in Kasur'],
      ['school', 'Evening classes for working children in Peshawar'],
      ['crowd', 'Handing over rickshaws under the Rikshaw Scheme, Faisalabad'],
      ['mosque', 'Qurbani meat distribution after Eid prayers, Quetta'],
    ],
  },
  {
    name: 'Scouts Programme',
    photos: [
      ['camp', 'Pitching tents above Shogran on the first evening'],
      ['camp', 'Flag-raising at the summer camp'],
      ['tents', 'First-aid practice: splints and slings'],
      ['camp', 'Dawn hike to Siri Paye'],
      ['crowd', 'Investiture ceremony for new scouts in Lahore'],
      ['tents', 'Winter camp in the Margalla Hills'],
      ['crowd', 'Scouts serving langar at the annual gathering'],
      ['camp', 'Campfire and stories on the last night'],
      ['school', 'Self-defence class at the Rawalpindi centre'],
    ],
  },
  {
    name: 'Gatherings & Lectures',
    photos: [
      ['stage', 'Annual Mehfil-e-Zikr on the lawns of the Gulberg centre'],
      ['crowd', 'The Thursday gathering in Lahore'],
      ['mosque', 'Friday khutbah at the Faisalabad centre'],
      ['stage', 'Book launch: The Seerah in Twelve Evenings'],
      ['mosque', 'Maghrib before the night of remembrance, Karachi'],
      ['crowd', 'Tafseer circle for young people in Islamabad'],
      ['stage', 'The foundation\'s stall at the Karachi book fair'],
      ['mosque', 'Retreat near Murree: the morning session'],
    ],
  },
];

/** The first two are the live page's fallback playlists, so both pages show the same thing. */
export const demoPlaylists = [
  {
    id: FALLBACK_PLAYLISTS[0].id,
    title: FALLBACK_PLAYLISTS[0].title,
    stitle: 'Zikr',
    videos: ['The Heart\'s Rest', 'Zikr Qalbi for Beginners', 'A Night of Remembrance in Karachi', 'Dua for the Country', 'Muraqaba of Gratitude'],
  },
  {
    id: FALLBACK_PLAYLISTS[1].id,
    title: FALLBACK_PLAYLISTS[1].title,
    stitle: 'Khutbat',
    videos: ['The Rights of Neighbours', 'Honesty in Trade', 'Gratitude in Hard Times', 'Caring for Parents'],
  },
  {
    id: playlistId('seerah-for-families'),
    title: 'The Seerah for Families',
    stitle: 'Seerah',
    videos: [
      'Makkah Before the Message',
      'The First Believers Were a Household',
      'Hijrah: Leaving Home for Allah',
      'Madinah: Building a Community',
      'Character at Home',
      'Questions from Parents',
    ],
  },
];

export async function seedGalleries({ tx, publish }: SeedContext) {
  const galleryId = await insertKeyed(tx, galleries, demoGalleries.map((g, position) => ({ name: g.name, position })), galleries.name);
  const rows = await Promise.all(
    demoGalleries.flatMap((g) =>
      g.photos.map(async ([subject, caption], position) => {
        const key = `gallery/${slug(g.name)}/${String(position + 1).padStart(2, '0')}.svg`;
        return { galleryId: galleryId.get(g.name)!, path: await publish(key, sceneImage(subject, key, caption)), caption, position };
      }),
    ),
  );
  await tx.insert(galleryAttachments).values(rows);
}

export async function seedPlaylists({ tx }: SeedContext) {
  const rowId = await insertKeyed(
    tx,
    playlists,
    demoPlaylists.map((p, position) => ({ playlistId: p.id, playlistTitle: p.title, stitle: p.stitle, position })),
    playlists.playlistId,
  );
  await tx.insert(playlistVideos).values(
    demoPlaylists.flatMap((p) =>
      p.videos.map((title, position) => ({ playlistId: rowId.get(p.id)!, videoId: videoId(`${p.id}#${title}`), title, position })),
    ),
  );
}
