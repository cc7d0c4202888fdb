import { z } from 'zod';
import { SettingsSchema } from '../settings.ts';
import { PAYMENT_DETAIL_FIELDS, type PaymentDetailField } from './payment-details-messages.ts';
import { emailAddress, fieldMessages as f, mediaUrl, optionalText, recordEnvelope, requiredText, translations, translationsRecord, webAddress } from './kit.ts';

/**
 * Every setting the site shows, as one record (GET|PATCH /api/admin/settings): the public ones of
 * GET /api/settings (header, footer, contact page, the donation form's accounts) and the live
 * page's channel ids. Staff change them here; the public body keeps its shape.
 */

/** The Urdu of the settings (translations.ts: settings): the name in the Urdu pages' titles and footer, the address the footer and contact page show. */
const AdminSettingsUrdu = { company_name: optionalText('Urdu company name', 200), company_address: optionalText('Urdu address', 500) };
export const AdminSettingsTranslationsSchema = translationsRecord(AdminSettingsUrdu);
export const AdminSettingsTranslationsInputSchema = translations(AdminSettingsUrdu);

/** Payment details (PAYMENT_DETAIL_FIELDS) are not part of the record staff edit here: they change under four eyes. */
const paymentDetailMask = Object.fromEntries(PAYMENT_DETAIL_FIELDS.map((field) => [field, true])) as Record<PaymentDetailField, true>;

export const AdminSettingsSchema = SettingsSchema.omit(paymentDetailMask).extend({
  youtube_channel_id: z.string(),
  facebook_page_id: z.string(),
  /** YouTube playlist ids the live page falls back to when nothing is live (first for YouTube, second for Facebook). */
  fallback_playlist_ids: z.array(z.string()),
  /** Live switched on by hand: false (automatic), true (both) or one platform. */
  live_override: z.union([z.boolean(), z.enum(['youtube', 'facebook'])]),
  translations: AdminSettingsTranslationsSchema,
});
export type AdminSettings = z.infer<typeof AdminSettingsSchema>;

const phone = (label: string) =>
  requiredText(label, 40).regex(/^\+?[\d][\d\s\-()]{5,38}$/, f.phone(label));

const pattern = (label: string, re: RegExp, example: string, max = 100) =>
  z.string({ error: f.pattern(label, example) }).trim().max(max, { error: f.pattern(label, example), abort: true }).refine((v) => v === '' || re.test(v), f.pattern(label, example))
    .meta({ anyOf: [{ const: '' }, { pattern: re.source }] });

export const AdminBankAccountInputSchema = z.object({
  bank_name: requiredText('Bank', 120),
  account_title: requiredText('Account title', 120),
  branch: optionalText('Branch', 200).default(''),
  account_number: requiredText('Account number', 40),
  iban: requiredText('IBAN', 42).regex(/^[A-Z]{2}\d{2}[A-Z0-9 ]{10,36}$/i, f.pattern('IBAN', 'PK36 SCBL 0000 0011 2345 6702')),
  swift_code: pattern('SWIFT code', /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/i, 'MEZNPKKA', 11)
    .nullable()
    .optional()
    .transform((v) => (v ? v.toUpperCase() : null)),
});

export const WALLET_METHODS = ['jazz_cash', 'easypaisa'] as const;

export const AdminWalletAccountInputSchema = z.object({
  method: z.enum(WALLET_METHODS, { error: f.choice('Wallet', WALLET_METHODS) }),
  account_title: requiredText('Account title', 120),
  account_number: requiredText('Account number', 40),
});

const liveOverride = z.union([z.boolean(), z.enum(['youtube', 'facebook'])], { error: f.choice('Live switch', ['false', 'true', 'youtube', 'facebook']) });

/** Each payment detail as a proposal sends it (payment-details.ts); a list is replaced whole, in the order sent. */
export const paymentDetailInputs = {
  bank_accounts: z.array(AdminBankAccountInputSchema, { error: f.tooMany('Bank accounts', 10) }).max(10, f.tooMany('Bank accounts', 10)),
  wallet_accounts: z.array(AdminWalletAccountInputSchema, { error: f.tooMany('Wallets', 10) }).max(10, f.tooMany('Wallets', 10)),
} satisfies Record<PaymentDetailField, z.ZodType>;

/** PATCH: any subset; each array is replaced whole, in the order sent. Payment details are not here. */
export const AdminSettingsPatchSchema = z
  .object({
    company_name: requiredText('Company name', 200),
    company_logo: mediaUrl('Logo'),
    company_phone: phone('Hotline'),
    company_email: emailAddress('Email'),
    company_address: optionalText('Address', 500),
    instagram_link: webAddress('Instagram link'),
    facebook_link: webAddress('Facebook link'),
    twitter_link: webAddress('X (Twitter) link'),
    linkedin_link: webAddress('LinkedIn link'),
    youtube_link: webAddress('YouTube link'),
    youtube_channel_id: pattern('YouTube channel id', /^UC[\w-]{22}$/, 'UCxxxxxxxxxxxxxxxxxxxxxx'),
    facebook_page_id: pattern('Facebook page', /^[\w.-]{1,100}$/, '104857362910374'),
    fallback_playlist_ids: z
      .array(pattern('Playlist id', /^[\w-]{10,64}$/, 'PLxxxxxxxxxxxxxxxx'), { error: f.tooMany('Playlists', 10) })
      .max(10, f.tooMany('Playlists', 10)),
    live_override: liveOverride,
    translations: AdminSettingsTranslationsInputSchema,
  })
  .partial();
export type AdminSettingsPatch = z.input<typeof AdminSettingsPatchSchema>;

export const AdminSettingsResponseSchema = recordEnvelope(AdminSettingsSchema);
export type AdminSettingsResponse = z.infer<typeof AdminSettingsResponseSchema>;
