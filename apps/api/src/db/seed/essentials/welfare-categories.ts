import { sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { welfareCategories } from '../../schema/index.ts';
import type { Storage } from '../../../adapters/storage.ts';
import { squareImage } from '../assets/images.ts';
import type { IconName } from '../assets/icons.ts';
import type { ThemeName } from '../assets/svg.ts';
import { slug, uploadsPath } from '../context.ts';
import { ensurePublicFile } from './files.ts';

/**
 * The 22 welfare categories of spec point 3, in its order and with its ids: the donation form's
 * carousel and saved links refer to them by id. The spec's spellings are kept, since donors'
 * receipts quote the category name.
 */
const CATEGORIES: [name: string, icon: IconName, theme: ThemeName][] = [
  ['Schooling', 'school', 'green'],
  ['Basic Education Centre', 'book', 'green'],
  ['Well', 'well', 'teal'],
  ['Handpump', 'handpump', 'teal'],
  ['Water Coolers', 'cooler', 'teal'],
  ['Water Plant', 'drop', 'teal'],
  ['Food Preparing', 'pot', 'terracotta'],
  ['Food Distribution', 'bowl', 'terracotta'],
  ['Meat Distribution', 'meat', 'terracotta'],
  ['Grocery Distribution', 'basket', 'terracotta'],
  ['Wheel Barrow', 'wheelbarrow', 'night'],
  ['Rikshaw Scheme', 'rickshaw', 'night'],
  ['Job Portals', 'briefcase', 'night'],
  ['Importance', 'star', 'night'],
  ['Incurable Deseases', 'heartPulse', 'cream'],
  ['Training Centers', 'graduation', 'night'],
  ['Medical Camp', 'medical', 'cream'],
  ['Body Ablution', 'ewer', 'green'],
  ['Shroud (Kafan)', 'shroud', 'green'],
  ['Funeral Prayer', 'mosque', 'green'],
  ['Matrimonial', 'rings', 'terracotta'],
  ['Dowry', 'gift', 'terracotta'],
];

export const welfareCategoryNames = CATEGORIES.map(([name]) => name);

const keyOf = (id: number, name: string) => `welfare/${String(id).padStart(2, '0')}-${slug(name)}.svg`;

/**
 * Inserts the categories that are missing (staff edits to existing ones stay) and redraws a
 * missing image. Ids are explicit, so the serial sequence is moved past them afterwards;
 * otherwise the first category staff add would collide with id 1.
 */
export async function seedWelfareCategories(db: Db, storage: Storage) {
  const rows = CATEGORIES.map(([name], i) => ({ id: i + 1, name, image: uploadsPath(keyOf(i + 1, name)), position: i }));
  await db.insert(welfareCategories).values(rows).onConflictDoNothing({ target: welfareCategories.id });
  await db.execute(
    sql`select setval(pg_get_serial_sequence('welfare_categories', 'id'), greatest((select max(id) from welfare_categories), 1))`,
  );
  await Promise.all(
    CATEGORIES.map(([name, icon, theme], i) => ensurePublicFile(storage, keyOf(i + 1, name), () => squareImage(name, icon, theme))),
  );
}
