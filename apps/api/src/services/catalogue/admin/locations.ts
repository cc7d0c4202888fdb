import { eq, sql } from 'drizzle-orm';
import {
  AdminLocationCreateSchema,
  AdminLocationListQuerySchema,
  AdminLocationPatchSchema,
  AdminLocationRowSchema,
  AdminLocationSchema,
} from '@foundation/contract/admin/locations';
import { locations } from '../../../db/schema/index.ts';
import { defineResource, publishState } from '../../back-office/kit.ts';

type Row = typeof locations.$inferSelect;

const toRow = (r: Row) => ({ id: r.id, title: r.title, color: r.color, lat: r.lat, lng: r.lng, ...publishState(r) });

/** The home page map's centres (GET /api/getLocations shows the published ones). Nothing else names a location. */
export const locationResource = defineResource({
  name: 'locations',
  label: 'location',
  table: locations,
  id: locations.id,
  schemas: {
    row: AdminLocationRowSchema,
    record: AdminLocationSchema,
    query: AdminLocationListQuerySchema,
    create: AdminLocationCreateSchema,
    patch: AdminLocationPatchSchema,
  },
  search: [locations.title, locations.descriptions],
  sort: { title: sql`lower(${locations.title})`, updated_at: locations.updatedAt, created_at: locations.createdAt },
  filters: (query) => [query.published === undefined ? undefined : eq(locations.published, query.published)],
  rows: async (db, page) => (await db.select().from(locations).where(page.where).orderBy(...page.orderBy).limit(page.limit).offset(page.offset)).map(toRow),
  read: async (db, id) => {
    const [row] = await db.select().from(locations).where(eq(locations.id, id));
    return row ? { ...toRow(row), descriptions: row.descriptions, created_at: row.createdAt.toISOString() } : null;
  },
  values: (input) => ({ title: input.title, descriptions: input.descriptions, color: input.color, lat: input.lat, lng: input.lng, published: input.published }),
  // The public locations service keeps no cache: its next read sees the change.
  caches: [],
});
