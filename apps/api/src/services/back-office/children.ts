import { eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { kitMessages } from '@foundation/contract/admin/kit';
import type { FieldErrors } from '@foundation/contract/errors';
import type { Db } from '../../db/client.ts';
import { refuse } from '../write.ts';

/**
 * Rows that belong to one parent (a campaign's tasks, a course's lessons), edited with it as an
 * ordered array in the same body and saved in the parent's transaction. An item with an `id`
 * updates that child, one without is added, and a child left out is removed.
 */
export interface ChildrenDefinition<Item extends { id?: number }> {
  /** The input field that holds the array, e.g. `tasks`. */
  field: string;
  table: PgTable;
  id: AnyPgColumn;
  /** The child's column naming its parent. */
  parent: AnyPgColumn;
  /** Insert/update values of one item at `position` (0-based) under `parentId`. */
  values(item: Item, parentId: number, position: number): Record<string, unknown>;
  /** Children about to be removed that something still needs: the sentence that refuses the save, or null. */
  removeGuard?(tx: Db, ids: number[]): Promise<string | null>;
  /**
   * Runs once the new list is known good, before the rows are rewritten: the old rows are still
   * there in their old order, `items` in their new one. For what points at a child by its position
   * (a learner's lesson index), which must follow its child.
   */
  beforeWrite?(tx: Db, parentId: number, items: Item[]): Promise<void>;
}

/** Creates, updates and removes the children of one parent to match `items`, in their order. */
export async function syncChildren<Item extends { id?: number }>(tx: Db, children: ChildrenDefinition<Item>, parentId: number, items: Item[]) {
  const existing = new Set(
    (await tx.select({ id: children.id }).from(children.table).where(eq(children.parent, parentId))).map((r) => r.id as number),
  );
  const errors: FieldErrors = {};
  const seen = new Set<number>();
  items.forEach((item, i) => {
    if (item.id === undefined) return;
    // Another parent's child, or one listed twice: the form is stale or forged.
    if (!existing.has(item.id) || seen.has(item.id)) errors[`${children.field}.${i}.id`] = [kitMessages.childNotOwned];
    seen.add(item.id);
  });
  if (Object.keys(errors).length) refuse({ status: 'invalid', errors });
  const kept = items.flatMap((item) => (item.id === undefined ? [] : [item.id]));
  const removed = [...existing].filter((id) => !kept.includes(id));
  if (removed.length) {
    const reason = await children.removeGuard?.(tx, removed);
    if (reason) refuse({ status: 'conflict', message: reason });
  }
  await children.beforeWrite?.(tx, parentId, items);
  if (removed.length) await tx.delete(children.table).where(inArray(children.id, removed));
  for (const [i, item] of items.entries()) {
    const values = children.values(item, parentId, i);
    if (item.id === undefined) await tx.insert(children.table).values(values as never);
    else await tx.update(children.table).set(values as never).where(eq(children.id, item.id));
  }
}
