import { z } from 'zod';
import { FUND_CODE_PATTERN } from '../fund-messages.ts';
import { listEnvelope, listQuerySchema, onOff, recordEnvelope, requiredText, timestamp, translations, translationsRecord, optionalText, yesNoFilter } from './kit.ts';

/**
 * The funds gifts belong to (Zakat, Sadaqah, Fitrana, Fidya, Kaffarah, General and any staff add):
 * ordered by staff (POST /api/admin/funds/order), a hidden one (published false) is offered to no donor
 * but keeps the gifts already in it. The code is fixed once made: forms, links and the books use it.
 */
export const AdminFundRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  explanation: z.string(),
  position: z.number().int(),
  published: z.boolean(),
  updated_at: timestamp,
});
export type AdminFundRow = z.infer<typeof AdminFundRowSchema>;

const AdminFundUrdu = { name: optionalText('Urdu name', 100), explanation: optionalText('Urdu explanation', 300) };
export const AdminFundTranslationsSchema = translationsRecord(AdminFundUrdu);
export const AdminFundTranslationsInputSchema = translations(AdminFundUrdu);
export const AdminFundSchema = AdminFundRowSchema.extend({ translations: AdminFundTranslationsSchema, created_at: timestamp });
export type AdminFund = z.infer<typeof AdminFundSchema>;

const fields = {
  name: requiredText('Name', 100),
  explanation: requiredText('Explanation', 300),
  published: onOff('Offered to donors'),
  translations: AdminFundTranslationsInputSchema,
};
/** Optional: made from the name when absent (services/admin/funds.ts). */
const code = requiredText('Code', 40).regex(FUND_CODE_PATTERN, 'Code: small letters, digits and hyphens, starting with a letter (e.g. zakat).');

export const AdminFundCreateSchema = z.object({ ...fields, code: code.optional(), published: fields.published.default(true), translations: fields.translations.optional() });
export type AdminFundCreate = z.input<typeof AdminFundCreateSchema>;
/** The code is not changed: gifts and links name the fund by it. */
export const AdminFundPatchSchema = z.object(fields).partial();
export type AdminFundPatch = z.input<typeof AdminFundPatchSchema>;

export const AdminFundListQuerySchema = listQuerySchema({ sort: ['position', 'name', 'updated_at'], defaultSort: 'position', filters: { published: yesNoFilter } });
export type AdminFundListQuery = z.input<typeof AdminFundListQuerySchema>;
export const AdminFundListResponseSchema = listEnvelope(AdminFundRowSchema);
export const AdminFundResponseSchema = recordEnvelope(AdminFundSchema);

/**
 * The funds a campaign or welfare category may not take, by code (a construction: zakat). Kept as
 * the refused ones, so a fund staff add later is taken everywhere until someone says otherwise.
 */
export const refusedFundsField = z
  .array(z.string().trim().toLowerCase().regex(FUND_CODE_PATTERN, 'Funds not taken: write each fund’s code (e.g. zakat), one a line.'), { error: 'Funds not taken: write each fund’s code, one a line.' })
  .max(20, 'Funds not taken: at most 20.');
export const fundCodeTaken = 'Code: another fund already has this code.';
export const unknownRefusedFund = (code: string) => `Funds not taken: there is no fund with the code “${code}”.`;

/** The code a new fund gets from its name: "Flood relief" → flood-relief. */
export const fundCodeOf = (name: string) =>
  name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^[^a-z]+|-+$/g, '').slice(0, 40).replace(/-+$/, '') || 'fund';
