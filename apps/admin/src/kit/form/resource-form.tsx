import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { inLocale } from '@foundation/contract/routes';
import { Alert, cx, ui } from '../../components';
import { ApiError, NetworkError } from '../../lib/api';
import { errorsOf } from '../data';
import { kitMessages } from '../messages';
import { withUrdu, type Translatable } from '../translations';
import { useToast } from '../ui/toast';
import type { Checker, Field, Values } from '../types';
import { DeleteButton } from './delete-button';
import { DirtyGuard } from './dirty-guard';
import { FieldView } from './field-view';
import { FormContext, type FormApi } from './form-context';
import { fieldId, getPath, setPath, toBody, toFormValues } from './paths';
import { checkFields, checkSchema, type Errors } from './validate';

export interface ResourceFormProps {
  /** The English fields, as the resource declares them. */
  fields: Field[];
  /** Which of them have an Urdu version (`translatableOf(path)`): the form adds their Urdu inputs. */
  urdu?: Translatable;
  schema?: () => Promise<Checker>;
  /** The record as the API sent it, or a new one's defaults. */
  record: Values;
  heading: string;
  /** Shown under the heading, before the form (settings: the payment details, which it does not edit). */
  intro?: ReactNode;
  back?: { to: string; search?: string; label: string };
  /** The public page of this record (published), opened in a new tab. */
  preview?: string | null;
  submitLabel: string;
  savedMessage: string;
  /** Sends the body (declared fields only); answers the saved record. */
  save: (body: Values) => Promise<Values>;
  /** After a save, e.g. a new record's form moves to its own address. */
  onSaved?: (saved: Values) => void;
  remove?: { name: string; run: () => Promise<void> };
}

/** One form for create and edit: fields by kind, errors under each, a dirty guard, save and delete. */
export function ResourceForm({ fields: english, urdu, schema, record, heading, intro, back, preview, submitLabel, savedMessage, save, onSaved, remove }: ResourceFormProps) {
  const toast = useToast();
  // Edited, checked and sent like the others: the Urdu inputs are fields at `translations.ur.<name>`.
  const fields = useMemo(() => withUrdu(english, urdu), [english, urdu]);
  const hasUrdu = fields.length > english.length;
  const [values, setValues] = useState(() => toFormValues(fields, record));
  const [baseline, setBaseline] = useState(() => JSON.stringify(toBody(fields, toFormValues(fields, record))));
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const dirtyNow = JSON.stringify(toBody(fields, values)) !== baseline;
  const dirty = useRef(false);
  useLayoutEffect(() => {
    dirty.current = dirtyNow;
  }, [dirtyNow]);

  // A keyboard and a screen reader start at the heading of the page that opened.
  useEffect(() => headingRef.current?.focus(), []);
  // Fetched while the staff member types, so Save does not wait for it.
  useEffect(() => void schema?.().catch(() => undefined), [schema]);

  // After a failed save: to the first field that is wrong, in the order of the page.
  useEffect(() => {
    if (focusTick) document.querySelector<HTMLElement>('form [aria-invalid="true"], form [data-invalid="true"]')?.focus();
  }, [focusTick]);

  const set = useCallback((path: string, value: unknown) => {
    setValues((v) => setPath(v, path, value));
    // The message under a field goes once the staff member changes it.
    setErrors((e) => {
      if (!(path in e)) return e;
      const { [path]: _gone, ...rest } = e;
      return rest;
    });
  }, []);
  // The Urdu section comes after every row, so rows keep the level the English fields give them.
  const rowHeading = english.some((f) => f.kind === 'section') ? 'h3' : 'h2';
  // A record staff only read (an enrolment) has nothing to save.
  const editable = fields.some((f) => f.kind !== 'section' && !f.readOnly);
  const form = useMemo<FormApi>(() => ({ values, errors, busy, set, rowHeading, get: (path) => getPath(values, path) }), [values, errors, busy, set, rowHeading]);

  const fail = (next: Errors, message: string | null) => {
    setErrors(next);
    setAlert(message);
    setFocusTick((t) => t + 1);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const body = toBody(fields, values);
    // Without the schema (its file failed to load) the API still checks, and says the same.
    const checker = await schema?.().catch(() => undefined);
    const local = { ...checkFields(fields, values), ...checkSchema(checker, body) };
    if (Object.keys(local).length) return fail(local, kitMessages.fixFields);
    setBusy(true);
    setAlert(null);
    try {
      const saved = await save(body);
      const next = toFormValues(fields, saved);
      setValues(next);
      setBaseline(JSON.stringify(toBody(fields, next)));
      setErrors({});
      dirty.current = false;
      toast(savedMessage);
      onSaved?.(saved);
    } catch (error) {
      if (!(error instanceof ApiError || error instanceof NetworkError)) throw error;
      const fieldErrors = errorsOf(error);
      if (Object.keys(fieldErrors).length) fail(fieldErrors, error.message || kitMessages.fixFields);
      else fail({}, error.message);
      if (!Object.keys(fieldErrors).length) headingRef.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  // Deleting leaves the page on purpose: the guard lets it, unless the API refuses.
  async function removeRecord() {
    if (!remove) return;
    const was = dirty.current;
    dirty.current = false;
    try {
      await remove.run();
    } catch (e) {
      dirty.current = was;
      throw e;
    }
  }

  // Errors the form has no field for (a rule across fields, an unknown key) are listed at the top.
  const known = (key: string) => document.getElementById(fieldId(key)) !== null;
  const listed = Object.entries(errors);

  return (
    <FormContext value={form}>
      <div className="space-y-4">
        {back && (
          <Link to={{ pathname: back.to, search: back.search }} className={cx(ui.link, 'text-sm')}>
            <span aria-hidden="true">← </span>
            {back.label}
          </Link>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 ref={headingRef} tabIndex={-1} className="min-w-0 break-words text-2xl font-bold">
            {heading}
          </h1>
          {preview && (
            <div className="flex flex-wrap gap-2">
              <a href={preview} target="_blank" rel="noreferrer" className={cx(ui.button, ui.secondary)}>
                View on the site <span className="sr-only">(opens a new tab)</span>
              </a>
              {/* The Urdu page shows the Urdu saved, the English where there is none. */}
              {hasUrdu && (
                <a href={inLocale('ur', preview)} target="_blank" rel="noreferrer" className={cx(ui.button, ui.secondary)}>
                  View in Urdu <span className="sr-only">(opens a new tab)</span>
                </a>
              )}
            </div>
          )}
        </div>
        {intro}
        <form noValidate onSubmit={(e) => void submit(e)} className="space-y-6" aria-busy={busy}>
          {alert && (
            <Alert>
              <p className="font-semibold">{alert}</p>
              {listed.length > 0 && (
                <ul className="mt-2 list-disc space-y-1 ps-5">
                  {listed.map(([key, message]) => (
                    <li key={key}>
                      {known(key) ? (
                        <button type="button" className="text-left underline" onClick={() => document.getElementById(fieldId(key))?.focus()}>
                          {message}
                        </button>
                      ) : (
                        message
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </Alert>
          )}
          <div className="grid gap-x-6 gap-y-5 rounded-md border border-slate-300 bg-white p-3 sm:p-6 md:grid-cols-2">
            {fields.map((f) => (
              <FieldView key={f.name} field={f} path={f.name} />
            ))}
          </div>
          {(editable || remove) && (
            <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-300 bg-cream/95 px-4 py-3 backdrop-blur lg:mx-0 lg:px-0">
              {editable && (
                <button type="submit" disabled={busy} className={cx(ui.button, ui.primary)}>
                  {busy ? kitMessages.saving : submitLabel}
                </button>
              )}
              {dirtyNow && !busy && <span className="text-sm text-muted">{kitMessages.unsaved}</span>}
              <span className="grow" />
              {remove && <DeleteButton name={remove.name} onDelete={removeRecord} disabled={busy} />}
            </div>
          )}
        </form>
        <DirtyGuard dirty={dirty} active={dirtyNow} />
      </div>
    </FormContext>
  );
}
