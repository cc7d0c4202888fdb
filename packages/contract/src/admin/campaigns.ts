import { z } from 'zod';
import { refusedFundsField } from './funds.ts';
import { MAX_INT4 } from '../common.ts';
import {
  fieldMessages as f,
  listEnvelope,
  listQuerySchema,
  mediaUrl,
  money,
  onOff,
  optionalText,
  recordEnvelope,
  requiredText,
  timestamp,
  translations,
  translationsRecord,
  writeSchemas,
  yesNoFilter,
} from './kit.ts';

/**
 * Campaigns with their tasks (decision 15's ordered children): the tasks are edited with the
 * campaign as an ordered array and saved with it in one transaction. A task keeps its `id`
 * across saves; one left out is removed, unless gifts were made to it.
 */

/** The Urdu of a task (translations.ts: campaigns.tasks). */
const AdminTaskUrdu = { title: optionalText('Urdu task', 200) };
export const AdminTaskTranslationsSchema = translationsRecord(AdminTaskUrdu);
export const AdminTaskTranslationsInputSchema = translations(AdminTaskUrdu);
/** The Urdu of a campaign (translations.ts: campaigns). */
const AdminCampaignUrdu = { title: optionalText('Urdu title', 200), description: optionalText('Urdu description', 2000) };
export const AdminCampaignTranslationsSchema = translationsRecord(AdminCampaignUrdu);
export const AdminCampaignTranslationsInputSchema = translations(AdminCampaignUrdu);

export const AdminTaskSchema = z.object({ id: z.number().int(), title: z.string(), amount: z.number(), translations: AdminTaskTranslationsSchema });
export type AdminTask = z.infer<typeof AdminTaskSchema>;

export const AdminCampaignRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  target_amount: z.number(),
  tasks: z.number().int(),
  published: z.boolean(),
  updated_at: timestamp,
});
export type AdminCampaignRow = z.infer<typeof AdminCampaignRowSchema>;

export const AdminCampaignSchema = AdminCampaignRowSchema.omit({ tasks: true }).extend({
  description: z.string(),
  tags: z.array(z.string()),
  /** Gifts received outside the site (cash at a centre), in rupees. */
  offline_amount: z.number(),
  /** Codes of the funds the campaign may not take (admin/funds.ts). */
  refused_funds: z.array(z.string()),
  tasks: z.array(AdminTaskSchema),
  translations: AdminCampaignTranslationsSchema,
  created_at: timestamp,
});
export type AdminCampaign = z.infer<typeof AdminCampaignSchema>;

export const AdminTaskInputSchema = z.object({
  /** Absent for a new task. */
  id: z.number({ error: f.choose('Task') }).int(f.choose('Task')).min(1, f.choose('Task')).max(MAX_INT4, f.choose('Task')).optional(),
  title: requiredText('Task', 200),
  amount: money('Amount'),
  translations: AdminTaskTranslationsInputSchema.optional(),
});
export type AdminTaskInput = z.input<typeof AdminTaskInputSchema>;

const fields = {
  title: requiredText('Title', 200),
  description: requiredText('Description', 2000),
  tags: z.array(requiredText('Tag', 40), { error: f.tooMany('Tags', 10) }).max(10, f.tooMany('Tags', 10)),
  image: mediaUrl('Image'),
  target_amount: money('Target'),
  offline_amount: money('Offline gifts'),
  published: onOff('Published'),
  refused_funds: refusedFundsField,
  tasks: z.array(AdminTaskInputSchema, { error: f.tooMany('Tasks', 50) }).max(50, f.tooMany('Tasks', 50)),
  translations: AdminCampaignTranslationsInputSchema,
};

export const { create: AdminCampaignCreateSchema, patch: AdminCampaignPatchSchema } = writeSchemas(fields, {
  tags: fields.tags.default([]),
  offline_amount: fields.offline_amount.optional(),
  published: fields.published.default(false),
  refused_funds: fields.refused_funds.default([]),
  tasks: fields.tasks.default([]),
  translations: fields.translations.optional(),
});
export type AdminCampaignCreate = z.input<typeof AdminCampaignCreateSchema>;
export type AdminCampaignPatch = z.input<typeof AdminCampaignPatchSchema>;

export const AdminCampaignListQuerySchema = listQuerySchema({
  sort: ['title', 'target_amount', 'updated_at', 'created_at'],
  defaultSort: '-created_at',
  filters: { published: yesNoFilter },
});
export type AdminCampaignListQuery = z.input<typeof AdminCampaignListQuerySchema>;

export const AdminCampaignListResponseSchema = listEnvelope(AdminCampaignRowSchema);
export type AdminCampaignListResponse = z.infer<typeof AdminCampaignListResponseSchema>;
export const AdminCampaignResponseSchema = recordEnvelope(AdminCampaignSchema);
export type AdminCampaignResponse = z.infer<typeof AdminCampaignResponseSchema>;

