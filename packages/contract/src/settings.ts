import { z } from 'zod';

export const BankAccountSchema = z.object({
  bank_name: z.string(),
  account_title: z.string(),
  branch: z.string(),
  account_number: z.string(),
  iban: z.string(),
  swift_code: z.string().nullable(),
});

/** A mobile wallet the foundation receives gifts on, shown on its tab of the manual form. */
export const WalletAccountSchema = z.object({
  method: z.enum(['jazz_cash', 'easypaisa']),
  account_title: z.string(),
  account_number: z.string(),
});
export type WalletAccount = z.infer<typeof WalletAccountSchema>;

export const SettingsSchema = z.object({
  /** The name printed on receipts and letters. */
  company_name: z.string(),
  company_logo: z.string(),
  company_phone: z.string(),
  company_email: z.string(),
  instagram_link: z.string(),
  facebook_link: z.string(),
  twitter_link: z.string(),
  linkedin_link: z.string(),
  youtube_link: z.string(),
  company_address: z.string(),
  bank_accounts: z.array(BankAccountSchema),
  wallet_accounts: z.array(WalletAccountSchema),
});
export type Settings = z.infer<typeof SettingsSchema>;

export const SettingsResponseSchema = z.object({ data: SettingsSchema });
export type SettingsResponse = z.infer<typeof SettingsResponseSchema>;

export const CountrySchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export type Country = z.infer<typeof CountrySchema>;
export const CountriesResponseSchema = z.object({ data: z.object({ country_list: z.array(CountrySchema) }) });
export type CountriesResponse = z.infer<typeof CountriesResponseSchema>;
