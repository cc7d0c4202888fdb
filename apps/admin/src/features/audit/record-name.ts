import type { AuditEntry } from '@foundation/contract/admin/audit';
import { AUDIT_NAMING_KEYS } from '@foundation/contract/admin/audit-messages';

/** What the record was called (after the change, or before a delete), by the fields the API's search reads. */
export function recordName(entry: Pick<AuditEntry, 'before' | 'after'>): string | null {
  for (const values of [entry.after, entry.before]) {
    if (typeof values !== 'object' || values === null || Array.isArray(values)) continue;
    for (const key of AUDIT_NAMING_KEYS) {
      const value = (values as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim()) return value;
    }
  }
  return null;
}
