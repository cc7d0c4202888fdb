import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { lectureAttachments, lectureCategories, lectures, playlists, playlistVideos, settings } from '../src/db/schema/index.ts';

/** Settings rows, written as the back office would. */
export async function setSettings(db: Db, values: Record<string, unknown>) {
  for (const [key, value] of Object.entries(values)) {
    await db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
  }
}

/** Two categories, five lectures (one unpublished), recordings on three of them. */
export async function insertLectures(db: Db) {
  const [zikr, tafsir] = await db
    .insert(lectureCategories)
    .values([{ title: 'Zikr and Muraqba' }, { title: 'Tafsir' }])
    .returning();
  const rows = await db
    .insert(lectures)
    .values([
      { categoryId: zikr!.id, title: 'The Heart That Remembers', thumbnail: '/uploads/lectures/heart.svg', releaseDate: '2026-01-10', description: '<p>On <strong>zikr</strong>.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>' },
      { categoryId: zikr!.id, title: 'Silence Before Dawn', thumbnail: '/uploads/lectures/dawn.svg', releaseDate: '2026-02-14', description: '<p>Muraqba.</p>' },
      { categoryId: zikr!.id, title: 'Remembering 100% Sincerely', thumbnail: '/uploads/lectures/sincere.svg', releaseDate: '2025-12-01', description: '<p>Ikhlas.</p>' },
      { categoryId: tafsir!.id, title: 'Surah Al-Asr: Time and Patience', thumbnail: '/uploads/lectures/asr.svg', releaseDate: '2026-03-01', description: '<p>Tafsir.</p>' },
      { categoryId: tafsir!.id, title: 'A Draft Lecture on the Heart', thumbnail: '/uploads/lectures/draft.svg', releaseDate: '2026-03-05', description: '', published: false },
    ])
    .returning();
  const [heart, dawn, , asr, draft] = rows;
  await db.insert(lectureAttachments).values([
    { lectureId: heart!.id, title: 'Part 2', audioUrl: '/uploads/lectures/heart-2.wav', position: 1 },
    { lectureId: heart!.id, title: 'Part 1', audioUrl: '/uploads/lectures/heart-1.wav', position: 0 },
    { lectureId: dawn!.id, title: 'Silence Before Dawn', audioUrl: '/uploads/lectures/dawn.wav' },
    { lectureId: draft!.id, title: 'Draft', audioUrl: '/uploads/lectures/draft.wav' },
  ]);
  return { zikr: zikr!, tafsir: tafsir!, heart: heart!, dawn: dawn!, asr: asr!, draft: draft! };
}

/** Playlists with a stored copy of their videos, `fetchedAt` as old as asked. */
export async function insertPlaylist(db: Db, playlistId: string, title: string, videos: string[], fetchedAt = new Date()) {
  const [row] = await db.insert(playlists).values({ playlistId, playlistTitle: title, stitle: `${title} (short)` }).returning();
  if (videos.length) {
    await db.insert(playlistVideos).values(videos.map((t, i) => ({ playlistId: row!.id, videoId: `stored${String(i).padStart(5, '0')}`, title: t, position: i, fetchedAt })));
  }
  return row!;
}

export const storedTitles = async (db: Db, playlistRowId: number) =>
  (await db.select({ title: playlistVideos.title }).from(playlistVideos).where(eq(playlistVideos.playlistId, playlistRowId)).orderBy(playlistVideos.position)).map((r) => r.title);
