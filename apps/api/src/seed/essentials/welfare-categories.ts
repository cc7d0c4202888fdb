import { sql } from 'drizzle-orm';
import { AdminWelfareCategoryCreateSchema } from '@foundation/contract/admin/welfare-categories';
import type { Db } from '../../db/client.ts';
import { welfareCategories } from '../../db/schema/index.ts';
import type { Storage } from '../../adapters/storage.ts';
import { resourceService } from '../../services/back-office/kit.ts';
import { welfareCategoryResource } from '../../services/catalogue/admin/welfare-categories.ts';
import { squareImage } from '../assets/images.ts';
import type { IconName } from '../assets/icons.ts';
import type { ThemeName } from '../assets/svg.ts';
import { seedRecord, slug, uploadsPath } from '../context.ts';
import { ensurePublicFile } from './files.ts';

/**
 * The 22 welfare categories of spec point 3, in its order and with its ids: the donation form's
 * carousel and saved links refer to them by id. The spec's spellings are kept, since donors'
 * receipts quote the category name; the Urdu is what an Urdu page's carousel shows beneath each
 * picture, and staff may change it like any translation.
 */
const CATEGORIES: [name: string, urdu: string, icon: IconName, theme: ThemeName][] = [
  ['Schooling', 'اسکول کی تعلیم', 'school', 'green'],
  ['Basic Education Centre', 'بنیادی تعلیمی مرکز', 'book', 'green'],
  ['Well', 'کنواں', 'well', 'teal'],
  ['Handpump', 'ہینڈ پمپ', 'handpump', 'teal'],
  ['Water Coolers', 'واٹر کولر', 'cooler', 'teal'],
  ['Water Plant', 'واٹر پلانٹ', 'drop', 'teal'],
  ['Food Preparing', 'کھانے کی تیاری', 'pot', 'terracotta'],
  ['Food Distribution', 'کھانے کی تقسیم', 'bowl', 'terracotta'],
  ['Meat Distribution', 'گوشت کی تقسیم', 'meat', 'terracotta'],
  ['Grocery Distribution', 'راشن کی تقسیم', 'basket', 'terracotta'],
  ['Wheel Barrow', 'ہتھ ریڑھی', 'wheelbarrow', 'night'],
  ['Rikshaw Scheme', 'رکشہ اسکیم', 'rickshaw', 'night'],
  ['Job Portals', 'روزگار کی فراہمی', 'briefcase', 'night'],
  ['Importance', 'اہمیت', 'star', 'night'],
  ['Incurable Deseases', 'لاعلاج امراض', 'heartPulse', 'cream'],
  ['Training Centers', 'تربیتی مراکز', 'graduation', 'night'],
  ['Medical Camp', 'میڈیکل کیمپ', 'medical', 'cream'],
  ['Body Ablution', 'میت کا غسل', 'ewer', 'green'],
  ['Shroud (Kafan)', 'کفن', 'shroud', 'green'],
  ['Funeral Prayer', 'نمازِ جنازہ', 'mosque', 'green'],
  ['Matrimonial', 'رشتے', 'rings', 'terracotta'],
  ['Dowry', 'جہیز', 'gift', 'terracotta'],
];

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
  for (const [i, [name, urdu]] of CATEGORIES.entries()) {
    const id = i + 1;
    if (present.has(id)) continue;
    await db.execute(sql`select setval(${sequence}, ${id}, false)`);
    const created = await seedRecord(db, welfareService, AdminWelfareCategoryCreateSchema, { name, image: uploadsPath(keyOf(id, name)), published: true, translations: { ur: { name: urdu } } });
    if (created.id !== id) throw new Error(`welfare category "${name}" was given id ${created.id} instead of the spec's ${id}`);
  }
  await db.execute(sql`select setval(${sequence}, greatest((select max(id) from welfare_categories), 1))`);
  await Promise.all(
    CATEGORIES.map(([name, , icon, theme], i) => ensurePublicFile(storage, keyOf(i + 1, name), () => squareImage(name, icon, theme))),
  );
}
