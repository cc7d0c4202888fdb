import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import type { AuditEntry } from '@foundation/contract/admin/audit';
import { Alert, cx, ui } from '../../components';
import { formatDateTime } from '../../kit/format';
import { usePageTitle } from '../../lib/page-title';
import { DiffView } from './diff-view';
import { useAuditEntry } from './queries';
import { recordName } from './record-name';
import { actionLabel, auditWords as w, entityLabel } from './words';

/** /audit/:id, keyed by id so another entry starts fresh. */
export function AuditEntryRoute() {
  const id = Number(useParams().id);
  return <AuditEntryPage key={id} id={id} />;
}

function AuditEntryPage({ id }: { id: number }) {
  const valid = Number.isInteger(id) && id > 0;
  const entry = useAuditEntry(valid ? id : 0);
  // The list's Back keeps its page, search and filters (the kit's list passes them on).
  const back = (useLocation().state as { back?: string } | null)?.back;
  usePageTitle(w.heading(id));
  return (
    <div className="space-y-4">
      <Link to={{ pathname: '/audit', search: back }} className={cx(ui.link, 'text-sm')}>
        <span aria-hidden="true">← </span>
        {w.back}
      </Link>
      <h1 className="text-2xl font-bold">{w.heading(id)}</h1>
      {!valid || entry.isError ? (
        <Alert>{entry.error?.message ?? w.notFound}</Alert>
      ) : !entry.data ? (
        <p role="status" className="text-muted">
          {w.loading}
        </p>
      ) : (
        <>
          <Facts entry={entry.data} />
          <DiffView before={entry.data.before} after={entry.data.after} wholeLabel={entry.data.action === 'order' ? w.whole : w.value} />
        </>
      )}
    </div>
  );
}

function Facts({ entry }: { entry: AuditEntry }) {
  const name = recordName(entry);
  const facts: [string, ReactNode][] = [
    [w.when, <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>],
    [w.who, entry.staff_email ?? w.system],
    [w.address, entry.ip ?? '—'],
    [w.action, actionLabel(entry.action)],
    [w.record, `${entityLabel(entry.entity)}${entry.entity_id ? ` #${entry.entity_id}` : ''}${name ? `: ${name}` : ''}`],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md border border-slate-300 bg-white p-3 text-sm">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
