import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { PAYMENT_DETAIL_FIELDS, type PaymentDetailField } from '@foundation/contract/admin/payment-details-messages';
import type { AdminSettings, AdminSettingsPatchSchema } from '@foundation/contract/admin/settings';
import { MediaSettingsSchema } from '@foundation/contract/media';
import type { Db } from '../../../db/client.ts';
import { settings } from '../../../db/schema/index.ts';
import { recordAudit } from '../../audit.ts';
import { translationsOf, translationValues } from '../../back-office/translations.ts';
import { readSettings, readSettingsTranslations, SETTINGS, TRANSLATIONS_KEY } from '../settings.ts';
import { staffWrite, type Outcome, type StaffActor } from '../../write.ts';

/** The live page's settings rows (services/live/live.ts reads them on every check, uncached). */
const LIVE_KEYS = Object.keys(MediaSettingsSchema.shape);

/**
 * Every setting staff edit as one record: what GET /api/settings shows, and the live page's channel
 * ids. Payment details are not in it: they change under four eyes (payment-details.ts).
 */
export async function readAdminSettings(db: Db): Promise<AdminSettings> {
  const [site, rows, translations] = await Promise.all([
    readSettings(db),
    db.select().from(settings).where(inArray(settings.key, LIVE_KEYS)),
    readSettingsTranslations(db),
  ]);
  const live = MediaSettingsSchema.parse(Object.fromEntries(rows.map((r) => [r.key, r.value])));
  const editable = Object.fromEntries(Object.entries(site).filter(([key]) => !(PAYMENT_DETAIL_FIELDS as readonly string[]).includes(key)));
  return { ...(editable as Omit<typeof site, PaymentDetailField>), ...live, translations: translationsOf(translations) };
}

/**
 * Stores the settings sent (a row per key, as the seed does) in one transaction, with the whole
 * record before and after in the audit log (one record, so no id).
 */
export async function updateSettings(db: Db, staff: StaffActor, patch: z.output<typeof AdminSettingsPatchSchema>): Promise<Outcome<AdminSettings>> {
  return staffWrite(db, staff, [SETTINGS], async (tx) => {
    const before = await readAdminSettings(tx);
    // The Urdu of the settings is one more row, `translations`, replaced whole.
    const { translations, ...values } = patch;
    const rows: Record<string, unknown> = { ...values, [TRANSLATIONS_KEY]: translationValues(translations) };
    for (const [key, value] of Object.entries(rows)) {
      if (value === undefined) continue;
      await tx
        .insert(settings)
        .values({ key, value })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
    }
    const after = await readAdminSettings(tx);
    await recordAudit(tx, staff, { action: 'update', entity: 'settings', before, after });
    return after;
  });
}
