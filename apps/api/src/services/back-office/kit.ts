import { and, asc, count, desc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { kitMessages } from '@foundation/contract/admin/kit';
import type { StaffRole } from '@foundation/contract/staff';
import type { FieldErrors } from '@foundation/contract/errors';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../lib/sql.ts';
import { recordAudit } from '../audit.ts';
import { syncChildren, type ChildrenDefinition } from './children.ts';
import { forRole, searchFor, type PersonalData } from './personal-data.ts';
import { refuse, staffWrite, type Outcome, type StaffActor } from '../write.ts';

/** What every resource's list query carries (contract: listQuerySchema), besides its filters. */
export interface ListParams {
  q: string;
  page: number;
  per_page: number;
  sort: string;
}

/** One page of a list, as the kit computed it from the query: the resource's select applies it. */
export interface PageQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/**
 * A back office resource (decision 15): from this the kit builds list, get, create, update, delete
 * (and order) with one behaviour for all. The definition says what is particular: its table,
 * contract schemas, what `q` searches, what may be sorted and filtered, how its values are stored,
 * what refuses a delete and which caches hold its data.
 */
export interface ResourceDefinition<Row, Rec, Create, Patch, Query extends ListParams, Child extends { id?: number } = never> {
  /** The path under /api/admin: the domain's name, kebab-case plural. */
  name: string;
  /** One of them as a person says it ("blog post"), for the API documentation. */
  label: string;
  table: PgTable;
  id: AnyPgColumn;
  schemas: {
    row: z.ZodType<Row>;
    record: z.ZodType<Rec>;
    query: z.ZodType<Query>;
    /** Without create and patch the resource is read-only here (the media library uploads its own way). */
    create?: z.ZodType<Create>;
    patch?: z.ZodType<Patch>;
  };
  /** Text columns `q` matches, case-insensitively, anywhere in the text. */
  search: AnyPgColumn[];
  /** Each sortable field of the query schema and what it orders by. */
  sort: Record<string, AnyPgColumn | SQL>;
  /** Conditions of the query's declared filters (undefined for a filter not given). */
  filters?(query: Query): (SQL | undefined)[];
  /** One page of rows: the resource's own select (it may join), with the kit's where, order and page. */
  rows(db: Db, page: PageQuery): Promise<Row[]>;
  /** One record as GET /<name>/:id answers it; also what the audit log keeps before and after a write. */
  read(db: Db, id: number): Promise<Rec | null>;
  /** Table values of a create (every field) or a patch (the fields sent): names, rupees to paisa, rich text sanitized. */
  values?(input: Create | Patch): Record<string, unknown>;
  /** Values only a new record gets (e.g. the last position), beside its input's. */
  createValues?(input: Create): Record<string, unknown>;
  /** Checks that need the database (a category that exists): field errors, or null. `id` is null on create. */
  check?(tx: Db, input: Create | Patch, id: number | null): Promise<FieldErrors | null>;
  children?: ChildrenDefinition<Child>;
  /** What still uses the record, as the sentence that refuses its delete (409), or null. */
  deleteGuard?(tx: Db, id: number): Promise<string | null>;
  /** Cache names (services' perDatabase caches) cleared after every write, in every process. */
  caches: readonly string[];
  /** For ordered resources: the position column `POST /<name>/order` rewrites. */
  order?: AnyPgColumn;
  /** Who may use it (contract ROLES); the site's content (admin and editor) when not said. */
  roles?: readonly StaffRole[];
  /** Identity numbers, birth dates, addresses: hidden from the roles that do not need them (personal-data.ts). */
  personal?: PersonalData;
}

/** Identity, so a definition's types are inferred from its schemas and checked where it is written. */
/** The tail every publishable resource's list row ends with. */
export const publishState = (r: { published: boolean; updatedAt: Date }) => ({ published: r.published, updated_at: r.updatedAt.toISOString() });

export const defineResource = <Row, Rec, Create, Patch, Query extends ListParams, Child extends { id?: number } = never>(
  definition: ResourceDefinition<Row, Rec, Create, Patch, Query, Child>,
) => definition;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of definitions of any resource
export type AnyResource = ResourceDefinition<any, any, any, any, any, any>;

/** PostgreSQL's foreign_key_violation, through either driver (drizzle wraps the driver's error). */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.code === '23503') return true;
  }
  return false;
}

/** The property a column has in its table's insert and update values (`createdAt` for created_at). */
function keyOf(table: PgTable, column: AnyPgColumn): string {
  const found = Object.entries(getTableColumns(table)).find(([, c]) => c === column);
  if (!found) throw new Error(`column ${column.name} is not in this table`);
  return found[0];
}

/** A list's ORDER BY from its `sort` (the list's pages and its CSV export alike). */
export function orderOf(def: AnyResource, sort: string): SQL[] {
  const descending = sort.startsWith('-');
  const by = def.sort[descending ? sort.slice(1) : sort];
  // The contract's enum allows only declared fields; a definition missing one would be a bug here.
  if (!by) throw new Error(`${def.name}: no column for sort field ${sort}`);
  const direction = descending ? desc : asc;
  // The id breaks ties, so pages never repeat or skip a row.
  return [direction(by), direction(def.id)];
}

/** The table's values of an input, without its children and without the fields a patch left out. */
const tableValues = (def: AnyResource, input: Record<string, unknown>) => {
  const { [def.children?.field ?? '\0']: _children, ...own } = input;
  const values: Record<string, unknown> = def.values ? def.values(own) : own;
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
};

/** The list's conditions (its declared filters and `q` in the columns `role` may search): what a page and an export hold. */
export function listWhere(def: AnyResource, query: ListParams, role: StaffRole): SQL | undefined {
  const conditions = [...(def.filters?.(query) ?? [])];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(or(...searchFor(def, role).map((column) => sql`lower(${column}) like ${pattern}`)));
  }
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

/** The list, get and write operations of one resource, each write on the staff write path. */
export function resourceService<Row, Rec, Create, Patch, Query extends ListParams, Child extends { id?: number }>(
  def: ResourceDefinition<Row, Rec, Create, Patch, Query, Child>,
) {
  const any = def as unknown as AnyResource;

  /** One page of the list as `role` reads it (its personal fields hidden, and not searched, if it must not see them). */
  async function list(db: Db, query: Query, role: StaffRole) {
    const where = listWhere(any, query, role);
    const [rows, [counted]] = await Promise.all([
      def.rows(db, { where, orderBy: orderOf(any, query.sort), limit: query.per_page, offset: (query.page - 1) * query.per_page }),
      db.select({ total: count() }).from(def.table).where(where),
    ]);
    return { data: rows.map((row) => forRole(def.personal, row, role)), total: counted?.total ?? 0, page: query.page, per_page: query.per_page };
  }

  const childItems = (input: Create | Patch): Child[] | undefined =>
    def.children ? ((input as Record<string, unknown>)[def.children.field] as Child[] | undefined) : undefined;

  async function checked(tx: Db, input: Create | Patch, id: number | null) {
    const errors = await def.check?.(tx, input, id);
    if (errors && Object.keys(errors).length) refuse({ status: 'invalid', errors });
  }

  /**
   * Every write records itself in the audit log in its transaction: the record as
   * GET /<name>/:id answers it before and after (null for none), under the resource's name.
   */
  const audit = (tx: Db, staff: StaffActor, action: 'create' | 'update' | 'delete', id: number, before: Rec | null, after: Rec | null) =>
    recordAudit(tx, staff, { action, entity: def.name, entityId: id, before, after });

  async function create(db: Db, staff: StaffActor, input: Create): Promise<Outcome<Rec>> {
    return staffWrite(db, staff, def.caches, async (tx) => {
      await checked(tx, input, null);
      const [row] = await tx
        .insert(def.table)
        .values({ ...tableValues(any, input as Record<string, unknown>), ...def.createValues?.(input) } as never)
        .returning({ id: def.id });
      const id = row!.id as number;
      const items = childItems(input);
      if (def.children && items) await syncChildren(tx, def.children, id, items);
      const created = (await def.read(tx, id))!;
      await audit(tx, staff, 'create', id, null, created);
      return created;
    });
  }

  async function update(db: Db, staff: StaffActor, id: number, input: Patch): Promise<Outcome<Rec>> {
    return staffWrite(db, staff, def.caches, async (tx) => {
      const before = await def.read(tx, id);
      if (!before) return refuse({ status: 'not-found' });
      await checked(tx, input, id);
      const values = tableValues(any, input as Record<string, unknown>);
      // Setting the id to itself still runs the row's $onUpdate (updated_at) when only children changed.
      await tx
        .update(def.table)
        .set((Object.keys(values).length ? values : { [keyOf(def.table, def.id)]: id }) as never)
        .where(eq(def.id, id));
      const items = childItems(input);
      if (def.children && items) await syncChildren(tx, def.children, id, items);
      const after = (await def.read(tx, id))!;
      await audit(tx, staff, 'update', id, before, after);
      return after;
    });
  }

  async function remove(db: Db, staff: StaffActor, id: number): Promise<Outcome<null>> {
    try {
      return await staffWrite(db, staff, def.caches, async (tx) => {
        const before = await def.read(tx, id);
        if (!before) return refuse({ status: 'not-found' });
        const reason = await def.deleteGuard?.(tx, id);
        if (reason) refuse({ status: 'conflict', message: reason });
        const deleted = await tx.delete(def.table).where(eq(def.id, id)).returning({ id: def.id });
        if (deleted.length === 0) refuse({ status: 'not-found' });
        await audit(tx, staff, 'delete', id, before, null);
        return null;
      });
    } catch (error) {
      // Something began to use the row after the guard looked (or a use no guard knows of).
      if (isForeignKeyViolation(error)) return { status: 'conflict', message: kitMessages.stillUsed };
      throw error;
    }
  }

  /** Positions 0..n-1 in the order of `ids`, which must name every record once. */
  async function order(db: Db, staff: StaffActor, ids: number[]): Promise<Outcome<null>> {
    const position = def.order;
    if (!position) throw new Error(`${def.name} is not ordered`);
    return staffWrite(db, staff, def.caches, async (tx) => {
      const all = await tx.select({ id: def.id }).from(def.table).orderBy(asc(position), asc(def.id));
      const known = new Set(all.map((r) => r.id as number));
      if (known.size !== ids.length || !ids.every((id) => known.has(id))) refuse({ status: 'invalid', errors: { ids: [kitMessages.order] } });
      if (ids.length) {
        const cases = sql.join(
          ids.map((id, i) => sql`when ${def.id} = ${id} then ${i}::int`),
          sql` `,
        );
        await tx
          .update(def.table)
          .set({ [keyOf(def.table, position)]: sql`case ${cases} end` } as never)
          .where(inArray(def.id, ids));
      }
      // The order is the resource's, not one record's: no id, the ids as they stood and as they stand.
      await recordAudit(tx, staff, { action: 'order', entity: def.name, before: all.map((r) => r.id), after: ids });
      return null;
    });
  }

  /** One record as `role` reads it; null when there is none. */
  const get = async (db: Db, id: number, role: StaffRole) => {
    const record = await def.read(db, id);
    return record === null ? null : forRole(def.personal, record, role);
  };
  return { definition: def, list, get, create, update, remove, order };
}
