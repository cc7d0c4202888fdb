import { z } from 'zod';

export const LocationSchema = z.object({
  id: z.number().int(),
  lat: z.number(),
  lng: z.number(),
  title: z.string(),
  descriptions: z.string(),
  color: z.string(),
});
export type Location = z.infer<typeof LocationSchema>;
export const LocationsResponseSchema = z.object({ data: z.array(LocationSchema) });
export type LocationsResponse = z.infer<typeof LocationsResponseSchema>;
