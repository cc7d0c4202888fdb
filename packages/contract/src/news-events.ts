import { z } from 'zod';

export const NewsEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitized HTML. */
  description: z.string(),
  excerpt: z.string(),
  /** "07" */
  date: z.string(),
  /** "Nov" */
  month: z.string(),
  /** "2026" */
  year: z.string(),
  /** "2026-11-07" */
  new_event_date: z.string(),
  image: z.string(),
  attachments: z.array(z.object({ id: z.number().int(), path: z.string() })),
});
export type NewsEvent = z.infer<typeof NewsEventSchema>;

export const NewsEventsResponseSchema = z.object({
  data: z.object({ first_news_events: NewsEventSchema.nullable(), news_events: z.array(NewsEventSchema) }),
});
export type NewsEventsResponse = z.infer<typeof NewsEventsResponseSchema>;
export const NewsEventResponseSchema = z.object({ data: z.object({ news_event: NewsEventSchema }) });
export type NewsEventResponse = z.infer<typeof NewsEventResponseSchema>;
