import { z } from 'zod';
import { fieldMessages as f, listEnvelope, listQuerySchema, onOff, optionalText, recordEnvelope, requiredText, timestamp, writeSchemas, yesNoFilter } from './kit.ts';

/**
 * The centres on the home page's map (GET /api/getLocations): a marker at lat/lng in its colour,
 * with its title and descriptions. Drafts (published false) are not on the map.
 */

/** Why a colour or a coordinate is refused. */
export const locationMessages = {
  color: (label: string) => `${label} must be a hex colour like #0b5d3b.`,
  coordinate: (label: string, limit: number) => `${label} must be a number from -${limit} to ${limit}.`,
} as const;

export const AdminLocationRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** #rrggbb */
  color: z.string(),
  lat: z.number(),
  lng: z.number(),
  published: z.boolean(),
  updated_at: timestamp,
});
export type AdminLocationRow = z.infer<typeof AdminLocationRowSchema>;

export const AdminLocationSchema = AdminLocationRowSchema.extend({
  /** Plain text: the map shows it as text, never as HTML. */
  descriptions: z.string(),
  created_at: timestamp,
});
export type AdminLocation = z.infer<typeof AdminLocationSchema>;

/** "#0B5D3B" or "#0b5d3b", stored lower case; a name like "red" or "#fff" is refused, so every marker reads alike. */
const hexColour = (label: string) =>
  z
    .string({ error: locationMessages.color(label) })
    .trim()
    .regex(/^#[0-9a-f]{6}$/i, locationMessages.color(label))
    .transform((v) => v.toLowerCase());

/**
 * A latitude or longitude in degrees. The map is a world map, so any point on Earth is allowed;
 * a missing one reads "required", anything else outside the range the range.
 */
const coordinate = (label: string, limit: number) =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? f.required(label) : locationMessages.coordinate(label, limit)) })
    .min(-limit, locationMessages.coordinate(label, limit))
    .max(limit, locationMessages.coordinate(label, limit));

const fields = {
  title: requiredText('Title', 200),
  descriptions: optionalText('Description', 1000),
  color: hexColour('Colour'),
  lat: coordinate('Latitude', 90),
  lng: coordinate('Longitude', 180),
  published: onOff('Published'),
};

/** POST: a new location is a draft unless it says otherwise. PATCH: any subset of the fields. */
export const { create: AdminLocationCreateSchema, patch: AdminLocationPatchSchema } = writeSchemas(fields, {
  descriptions: fields.descriptions.default(''),
  published: fields.published.default(false),
});
export type AdminLocationCreate = z.input<typeof AdminLocationCreateSchema>;
export type AdminLocationPatch = z.input<typeof AdminLocationPatchSchema>;

export const AdminLocationListQuerySchema = listQuerySchema({
  sort: ['title', 'updated_at', 'created_at'],
  defaultSort: 'title',
  filters: { published: yesNoFilter },
});
export type AdminLocationListQuery = z.input<typeof AdminLocationListQuerySchema>;

export const AdminLocationListResponseSchema = listEnvelope(AdminLocationRowSchema);
export type AdminLocationListResponse = z.infer<typeof AdminLocationListResponseSchema>;
export const AdminLocationResponseSchema = recordEnvelope(AdminLocationSchema);
export type AdminLocationResponse = z.infer<typeof AdminLocationResponseSchema>;
