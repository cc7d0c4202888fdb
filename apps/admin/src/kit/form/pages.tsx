import { Fragment, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '../../components';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/use-session';
import { recordKey, resourceKey, useRecord } from '../data';
import { capitalise, kitMessages } from '../messages';
import { translatableOf } from '../translations';
import { useToast } from '../ui/toast';
import type { CollectionResource, SingletonResource, Values } from '../types';
import { ResourceForm } from './resource-form';

/** Lists and option lists of a resource go stale on a write; the open record's cache is set, not refetched. */
/** While a record loads. */
const Loading = ({ what }: { what: string }) => (
  <p role="status" className="text-muted">
    {kitMessages.loading(what)}
  </p>
);

function useAfterWrite(path: string) {
  const queryClient = useQueryClient();
  return (id: number | 'singleton', saved: Values | null) => {
    if (saved) queryClient.setQueryData(recordKey(path, id), saved);
    else queryClient.removeQueries({ queryKey: recordKey(path, id) });
    void queryClient.invalidateQueries({ queryKey: resourceKey(path), predicate: (q) => q.queryKey[2] !== 'record' });
  };
}

const backTo = (r: CollectionResource, search?: string) => ({ to: `/${r.path}`, search, label: `Back to ${r.label.toLowerCase()}` });

export function CreatePage({ resource: r }: { resource: CollectionResource }) {
  const { request } = useSession();
  const navigate = useNavigate();
  const afterWrite = useAfterWrite(r.path);
  const heading = `New ${r.one}`;
  usePageTitle(heading);
  return (
    <ResourceForm
      fields={r.fields}
      urdu={translatableOf(r.path)}
      schema={r.schema}
      record={r.defaults?.() ?? {}}
      heading={heading}
      back={backTo(r, (useLocation().state as { back?: string } | null)?.back)}
      submitLabel={kitMessages.create(r.one)}
      savedMessage={kitMessages.created(r.one)}
      save={(body) => request<{ data: Values }>(r.path, { method: 'POST', body }).then((res) => res.data)}
      onSaved={(saved) => {
        afterWrite(Number(saved.id), saved);
        // The new record's own address, so a reload or Back finds it and never creates it twice.
        void navigate(`/${r.path}/${String(saved.id)}`, { replace: true });
      }}
    />
  );
}

/** Keyed by id: another record's form starts fresh, with nothing of this one's edits. */
export function EditRoute({ resource }: { resource: CollectionResource }) {
  const id = Number(useParams().id);
  return <EditPage key={id} resource={resource} id={id} />;
}

function EditPage({ resource: r, id }: { resource: CollectionResource; id: number }) {
  const { request } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const afterWrite = useAfterWrite(r.path);
  const back = backTo(r, (useLocation().state as { back?: string } | null)?.back);
  const valid = Number.isInteger(id) && id > 0;
  const record = useRecord(r.path, id, valid);
  const heading = record.data ? r.title(record.data) || capitalise(r.one) : capitalise(r.one);
  usePageTitle(heading);

  if (!valid || record.isError)
    return (
      <div className="space-y-3">
        <h1 className="text-2xl font-bold">{capitalise(r.one)}</h1>
        <Alert>{record.error?.message ?? `No ${r.one} has this address.`}</Alert>
      </div>
    );
  if (!record.data) return <Loading what={r.one} />;
  return (
    <ResourceForm
      fields={r.fields}
      urdu={translatableOf(r.path)}
      schema={r.schema}
      record={record.data}
      heading={heading}
      back={back}
      preview={r.preview?.(record.data)}
      submitLabel={kitMessages.save}
      savedMessage={kitMessages.saved}
      save={(body) => request<{ data: Values }>(`${r.path}/${id}`, { method: 'PATCH', body }).then((res) => res.data)}
      onSaved={(saved) => afterWrite(id, saved)}
      remove={r.canDelete === false ? undefined : {
        name: `“${r.title(record.data) || `this ${r.one}`}”`,
        run: async () => {
          await request(`${r.path}/${id}`, { method: 'DELETE' });
          toast(kitMessages.deleted(r.one));
          // Forget the record once its form has gone, so nothing asks for it again meanwhile.
          await navigate({ pathname: back.to, search: back.search });
          afterWrite(id, null);
        },
      }}
    />
  );
}

/**
 * Settings: one record, read and saved in place, never listed or deleted; with the parts of the
 * screen the member's role sees above the form, or alone for a role the form is not for.
 */
export function SingletonPage({ resource: r }: { resource: SingletonResource }) {
  const { session } = useSession();
  const role = session?.staff.role;
  const parts = (r.parts ?? []).filter((p) => role && p.roles.includes(role));
  const intro = parts.length > 0 && parts.map((p) => <Fragment key={p.key}>{p.element}</Fragment>);
  usePageTitle(r.label);
  if (role && r.formRoles && !r.formRoles.includes(role))
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">{r.label}</h1>
        {intro}
      </div>
    );
  return <SingletonForm resource={r} intro={intro} />;
}

function SingletonForm({ resource: r, intro }: { resource: SingletonResource; intro: ReactNode }) {
  const { request } = useSession();
  const afterWrite = useAfterWrite(r.path);
  const record = useRecord(r.path, 'singleton');
  if (record.isError)
    return (
      <div className="space-y-3">
        <h1 className="text-2xl font-bold">{r.label}</h1>
        <Alert>{record.error.message}</Alert>
      </div>
    );
  if (!record.data) return <Loading what={r.label.toLowerCase()} />;
  return (
    <ResourceForm
      fields={r.fields}
      urdu={translatableOf(r.path)}
      schema={r.schema}
      record={record.data}
      heading={r.label}
      intro={intro}
      preview={r.preview?.(record.data)}
      submitLabel={kitMessages.save}
      savedMessage={kitMessages.saved}
      save={(body) => request<{ data: Values }>(r.path, { method: 'PATCH', body }).then((res) => res.data)}
      onSaved={(saved) => afterWrite('singleton', saved)}
    />
  );
}
