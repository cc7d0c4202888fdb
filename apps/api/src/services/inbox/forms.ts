import { eq } from 'drizzle-orm';
import type { ContactInput, MembershipSchema } from '@foundation/contract/forms';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { contactMessages, countries, memberships } from '../../db/schema/index.ts';

/** Contact and Join Us land in one table; staff tell them apart by `form`. */
export async function saveContactMessage(db: Db, form: 'contact' | 'join_us', input: ContactInput) {
  await db.insert(contactMessages).values({ form, ...input });
}

type Membership = z.output<typeof MembershipSchema>;

/**
 * Stores a membership form. Returns false, storing nothing, when the country is not one of
 * ours: the foreign key would refuse it anyway, but as a 500 instead of a message.
 */
export async function saveMembership(db: Db, input: Membership): Promise<boolean> {
  const { country, formType, ...fields } = input;
  const [known] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, country));
  if (!known) return false;
  await db.insert(memberships).values({ ...fields, formType, countryId: country });
  return true;
}
