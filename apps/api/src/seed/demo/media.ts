import { AdminGalleryCreateSchema } from '@foundation/contract/admin/gallery';
import { AdminPlaylistCreateSchema } from '@foundation/contract/admin/playlists';
import { playlistVideos } from '../../db/schema/index.ts';
import { galleryResource } from '../../services/catalogue/admin/gallery.ts';
import { resourceService } from '../../services/back-office/kit.ts';
import { playlistResource } from '../../services/live/admin/playlists.ts';
import { playlistId, videoId } from '../assets/random.ts';
import { sceneImage, type Subject } from '../assets/scene.ts';
import { rasterize, seedRecord, slug, type SeedContext } from '../context.ts';
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

const galleryService = resourceService(galleryResource);
const playlistService = resourceService(playlistResource);

/**
 * A gallery shows only pictures of the media library, so each drawn scene is rasterized, at the
 * 640 x 400 it is drawn at, into a lossless WebP (the same pixels as a PNG in less than half the
 * bytes) and uploaded as staff upload a photo: the library keeps it with its WebP and AVIF copies.
 */
async function uploadScene(upload: SeedContext['upload'], gallery: string, position: number, subject: Subject, caption: string) {
  const number = String(position + 1).padStart(2, '0');
  // The drawing's seed is the path it had as a generated file, so the pictures stay the same.
  const svg = sceneImage(subject, `gallery/${slug(gallery)}/${number}.svg`, caption);
  return upload(`${slug(gallery)}-${number}.webp`, await rasterize(svg, 'lossless-webp'));
}

export async function seedGalleries({ tx, upload }: SeedContext) {
  for (const g of demoGalleries) {
    const attachments = [];
    for (const [position, [subject, caption]] of g.photos.entries()) {
      attachments.push({ path: await uploadScene(upload, g.name, position, subject, caption), caption });
    }
    await seedRecord(tx, galleryService, AdminGalleryCreateSchema, { name: g.name, published: true, attachments });
  }
}

export async function seedPlaylists({ tx }: SeedContext) {
  for (const p of demoPlaylists) {
    const playlist = await seedRecord(tx, playlistService, AdminPlaylistCreateSchema, { playlist_id: p.id, playlist_title: p.title, stitle: p.stitle, published: true });
    // The copy of the playlist's videos the media page serves is YouTube's answer, stored by the
    // playlist service (services/media/media.ts) and never edited in the back office: without a YouTube
    // key the demo stands in for it with made-up ids.
    await tx.insert(playlistVideos).values(p.videos.map((title, position) => ({ playlistId: playlist.id, videoId: videoId(`${p.id}#${title}`), title, position })));
  }
}
