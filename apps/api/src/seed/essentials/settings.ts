import { AdminSettingsPatchSchema, paymentDetailInputs } from '@foundation/contract/admin/settings';
import type { BankAccountSchema, Settings } from '@foundation/contract/settings';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';
import type { Storage } from '../../adapters/storage.ts';
import { seedPaymentDetails } from '../../services/donations/admin/payment-details.ts';
import { updateSettings } from '../../services/catalogue/admin/settings.ts';
import { SYSTEM_ACTOR } from '../../services/write.ts';
import { logoSvg } from '../assets/images.ts';
import { platformId, playlistId } from '../assets/random.ts';
import { SeedRefusedError, uploadsPath } from '../context.ts';
import { ensurePublicFile } from './files.ts';

/**
 * The header, footer, bank cards and live page read these rows. Values are the foundation's
 * starting set; staff change them in the back office, and a restart never undoes that.
 */
const LOGO_KEY = 'brand/logo.svg';

/** Two playlists the live page falls back to when nothing is live; the demo media page lists them too. */
export const FALLBACK_PLAYLISTS = [
  { id: playlistId('fallback:zikr-gatherings'), title: 'Weekly Zikr Gatherings' },
  { id: playlistId('fallback:friday-khutbat'), title: 'Friday Khutbat' },
] as const;

/** A valid check pair (ISO 13616 mod 97), so IBAN validators in banking apps accept the demo numbers. */
export function pkIban(bank: string, account: string): string {
  const bban = `${bank}${account.padStart(16, '0')}`;
  const digits = `${bban}PK00`.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  const check = String(98 - rest).padStart(2, '0');
  return `PK${check} ${bank} ${bban.slice(4)}`;
}

type BankAccount = z.infer<typeof BankAccountSchema>;
const bankAccounts: BankAccount[] = [
  {
    bank_name: 'Meezan Bank Limited',
    account_title: 'The Foundation – Welfare Account',
    branch: 'Gulberg III Branch, Lahore (0211)',
    account_number: '0211-0104567893',
    iban: pkIban('MEZN', '02110104567893'),
    swift_code: 'MEZNPKKA',
  },
  {
    bank_name: 'Habib Bank Limited',
    account_title: 'The Foundation – Zakat Account',
    branch: 'Mall Road Branch, Lahore (0032)',
    account_number: '0032-79001234-03',
    iban: pkIban('HABB', '00327900123403'),
    swift_code: null,
  },
];

/** The wallets a donor sends to from the JazzCash and Easypaisa tabs. */
const walletAccounts: Settings['wallet_accounts'] = [
  { method: 'jazz_cash', account_title: 'The Foundation Welfare Trust', account_number: '0300 1234567' },
  { method: 'easypaisa', account_title: 'The Foundation Welfare Trust', account_number: '0345 7654321' },
];

const site: Settings = {
  company_name: 'The Foundation',
  company_logo: uploadsPath(LOGO_KEY),
  company_phone: '+92 42 111 222 333',
  company_email: 'info@foundation.example',
  instagram_link: 'https://www.instagram.com/thefoundation.pk',
  facebook_link: 'https://www.facebook.com/thefoundation.pk',
  twitter_link: 'https://x.com/thefoundationpk',
  linkedin_link: 'https://www.linkedin.com/company/thefoundation-pk',
  youtube_link: 'https://www.youtube.com/@thefoundationpk',
  company_address: 'Foundation House, 14-B Main Boulevard, Gulberg III, Lahore 54660, Pakistan',
  bank_accounts: bankAccounts,
  wallet_accounts: walletAccounts,
};

/** The foundation's name and address in Urdu, for the Urdu pages' titles, footer and contact page. */
const urdu = {
  translations: { ur: { company_name: 'دی فاؤنڈیشن', company_address: 'فاؤنڈیشن ہاؤس، 14-بی مین بلیوارڈ، گلبرگ III، لاہور 54660، پاکستان' } },
};

/** Read by the live page only; not part of the public settings body. */
const live = {
  youtube_channel_id: `UC${platformId('channel:foundation', 22)}`,
  facebook_page_id: '104857362910374',
  fallback_playlist_ids: FALLBACK_PLAYLISTS.map((p) => p.id),
  live_override: false,
};

/**
 * Stores the settings that are missing as staff save them (PATCH /api/admin/settings: the
 * contract's schema, then the settings service); one staff changed stays as they left it.
 */
export async function seedSettings(db: Db, storage: Storage) {
  const present = new Set((await db.select({ key: settings.key }).from(settings)).map((r) => r.key));
  const { bank_accounts, wallet_accounts, ...others } = site;
  const missing = Object.fromEntries(Object.entries({ ...others, ...live, ...urdu }).filter(([key]) => !present.has(key)));
  if (Object.keys(missing).length > 0) {
    const parsed = AdminSettingsPatchSchema.safeParse(missing);
    if (!parsed.success) throw new SeedRefusedError('settings', parsed.error);
    const done = await updateSettings(db, SYSTEM_ACTOR, parsed.data);
    if (done.status !== 'ok') throw new SeedRefusedError('settings', done);
  }
  // Where donors send money is checked as a proposal would be, and stored only where none is yet.
  const payment = z.object(paymentDetailInputs).safeParse({ bank_accounts, wallet_accounts });
  if (!payment.success) throw new SeedRefusedError('payment details', payment.error);
  const done = await seedPaymentDetails(db, payment.data);
  if (done.status !== 'ok') throw new SeedRefusedError('payment details', done);
  await ensurePublicFile(storage, LOGO_KEY, logoSvg);
}
