import { asc, eq } from 'drizzle-orm';
import type { Location } from '@foundation/contract/locations';
import type { Db } from '../../db/client.ts';
import { locations } from '../../db/schema/index.ts';

/** Map markers: published locations in the order staff added them. */
export const listLocations = (db: Db): Promise<Location[]> =>
  db
    .select({
      id: locations.id,
      lat: locations.lat,
      lng: locations.lng,
      title: locations.title,
      descriptions: locations.descriptions,
      color: locations.color,
    })
    .from(locations)
    .where(eq(locations.published, true))
    .orderBy(asc(locations.id));
