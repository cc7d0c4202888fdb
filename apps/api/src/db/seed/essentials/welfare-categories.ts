import { sql } from 'drizzle-orm';
import { AdminWelfareCategoryCreateSchema } from '@foundation/contract/admin/welfare-categories';
import type { Db } from '../../client.ts';
import { welfareCategories } from '../../schema/index.ts';
import type { Storage } from '../../../adapters/storage.ts';
import { resourceService } from '../../../services/admin/kit.ts';
import { welfareCategoryResource } from '../../../services/admin/welfare-categories.ts';
import { squareImage } from '../assets/images.ts';
import type { IconName } from '../assets/icons.ts';
import type { ThemeName } from '../assets/svg.ts';
import { seedRecord, slug, uploadsPath } from '../context.ts';
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

const welfareService = resourceService(welfareCategoryResource);
const sequence = sql`pg_get_serial_sequence('welfare_categories', 'id')`;

/**
 * Creates the categories that are missing, through the back office's service (a new one goes
 * last), and redraws a missing image; staff edits to existing ones stay. Each keeps the spec's
 * id: the serial sequence is pointed at it before the service inserts, and moved past the highest
 * id afterwards, so the first category staff add does not collide with id 1. seed() holds its
 * advisory lock meanwhile.
 */
export async function seedWelfareCategories(db: Db, storage: Storage) {
  const present = new Set((await db.select({ id: welfareCategories.id }).from(welfareCategories)).map((r) => r.id));
  for (const [i, [name]] of CATEGORIES.entries()) {
    const id = i + 1;
    if (present.has(id)) continue;
    await db.execute(sql`select setval(${sequence}, ${id}, false)`);
    const created = await seedRecord(db, welfareService, AdminWelfareCategoryCreateSchema, { name, image: uploadsPath(keyOf(id, name)), published: true });
    if (created.id !== id) throw new Error(`welfare category "${name}" was given id ${created.id} instead of the spec's ${id}`);
  }
  await db.execute(sql`select setval(${sequence}, greatest((select max(id) from welfare_categories), 1))`);
  await Promise.all(
    CATEGORIES.map(([name, icon, theme], i) => ensurePublicFile(storage, keyOf(i + 1, name), () => squareImage(name, icon, theme))),
  );
}
