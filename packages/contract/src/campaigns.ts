import { z } from 'zod';

export const TaskSchema = z.object({ id: z.number().int(), title: z.string(), task_amount: z.number() });
export type Task = z.infer<typeof TaskSchema>;

export const CampaignSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  image: z.string(),
  /** Raised so far in rupees: offline gifts plus verified and succeeded donations. */
  total_amount: z.number(),
  target_amount: z.number(),
});
export type Campaign = z.infer<typeof CampaignSchema>;

export const CampaignDetailSchema = CampaignSchema.extend({ tasks: z.array(TaskSchema) });

export const CampaignsResponseSchema = z.object({ data: z.object({ campaign_list: z.array(CampaignSchema) }) });
export type CampaignsResponse = z.infer<typeof CampaignsResponseSchema>;
export const CampaignResponseSchema = z.object({ data: z.object({ campaign_detail: CampaignDetailSchema }) });
export type CampaignResponse = z.infer<typeof CampaignResponseSchema>;

export const WelfareCategorySchema = z.object({
  id: z.number().int(),
  /** In the language asked (the Urdu staff gave, else the English). */
  name: z.string(),
  image: z.string(),
  /** What a gift to it is recorded under: the category's own name, never translated, so staff and reports read one name. */
  category: z.string(),
});
export type WelfareCategory = z.infer<typeof WelfareCategorySchema>;
export const WelfareCategoriesResponseSchema = z.object({ data: z.object({ category_list: z.array(WelfareCategorySchema) }) });
export type WelfareCategoriesResponse = z.infer<typeof WelfareCategoriesResponseSchema>;
