import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema/index.ts';

/**
 * Every table of the Drizzle schema, each after the tables its foreign keys point at, so rows can
 * be inserted in this order and deleted in reverse. Derived from the schema rather than listed by
 * hand, so a table added tomorrow is backed up without anyone remembering this file.
 */
export function tablesInOrder(module: Record<string, unknown> = schema): PgTable[] {
  const tables = Object.values(module).filter((value): value is PgTable => is(value, PgTable));
  const byName = new Map(tables.map((table) => [getTableConfig(table).name, table]));
  const parents = new Map<string, Set<string>>();
  for (const [name, table] of byName) {
    const targets = getTableConfig(table).foreignKeys.map((fk) => getTableConfig(fk.reference().foreignTable).name);
    // A table pointing at itself (a tree) does not constrain the order between tables.
    parents.set(name, new Set(targets.filter((target) => target !== name && byName.has(target))));
  }

  const ordered: string[] = [];
  const placed = new Set<string>();
  // Names sorted so the order, and so the archive's layout, is the same on every run.
  let pending = [...byName.keys()].sort();
  while (pending.length > 0) {
    const ready = pending.filter((name) => [...parents.get(name)!].every((parent) => placed.has(parent)));
    if (ready.length === 0) throw new Error(`Foreign keys form a cycle between: ${pending.join(', ')}`);
    for (const name of ready) placed.add(name);
    ordered.push(...ready);
    pending = pending.filter((name) => !placed.has(name));
  }
  return ordered.map((name) => byName.get(name)!);
}
