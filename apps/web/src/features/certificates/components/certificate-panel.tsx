import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { MyCertificate } from '@foundation/contract/certificates';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { readToken } from '../../../lib/auth-storage';
import { localizeMessage } from '../../../lib/localize-message';
import { href } from '../../../lib/routes';
import { saveFile } from '@foundation/api-client/save-file';
import { m } from '../../../paraglide/messages.js';
import { downloadCertificatePdf, useIssueCertificate } from '../api/my-certificates';

const button = 'rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
const link = 'font-semibold text-brand-700 underline underline-offset-2';

/** The first thing the API said is wrong: the field's message, or its own. */
function problemOf(error: unknown): string {
  if (error instanceof ApiError) {
    const errors = (error.body as { errors?: Record<string, string[]> } | null)?.errors;
    return Object.values(errors ?? {})[0]?.[0] ?? error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Confirming the name, once: the paper and its code are for good. */
function ConfirmName({ entry }: { entry: MyCertificate }) {
  const [name, setName] = useState(entry.name);
  const issue = useIssueCertificate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    issue.mutate({ course_id: entry.course_id, name });
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      <p className="text-sm text-ink">{m.learn_cert_ready()}</p>
      <TextField label={m.learn_cert_name_label()} autoComplete="name" required value={name} onChange={(e) => setName(e.currentTarget.value)} error={issue.error ? problemOf(issue.error) : null} />
      <button type="submit" className={`${button} justify-self-start`} disabled={issue.isPending}>
        {issue.isPending ? m.learn_cert_getting() : m.learn_cert_get()}
      </button>
    </form>
  );
}

function Issued({ entry }: { entry: MyCertificate & { code: string } }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function download() {
    setBusy(true);
    setError(null);
    try {
      saveFile(await downloadCertificatePdf(entry.code, readToken()), `certificate-${entry.code}.pdf`);
    } catch (e) {
      setError(problemOf(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="grid gap-3">
      <p className="text-sm text-ink">{m.learn_cert_issued()}</p>
      <div className="flex flex-wrap items-center gap-4">
        <button type="button" onClick={download} disabled={busy} className={button}>
          {busy ? m.learn_cert_preparing() : m.learn_cert_download()}
        </button>
        <Link to={href('certificate', { code: entry.code })} className={link}>
          {m.learn_cert_open_check()}
        </Link>
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {localizeMessage(error)}
        </p>
      )}
    </div>
  );
}

/** The certificate part of a course on My courses: what stands before it, or the certificate itself. */
export function CertificatePanel({ entry }: { entry: MyCertificate }) {
  return (
    <section aria-label={m.learn_cert_heading()} className="mt-4 rounded-xl border border-brand-100 bg-brand-50/50 p-4">
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-brand-800">{m.learn_cert_heading()}</h3>
      {entry.state === 'learning' && <p className="text-sm text-muted">{m.learn_cert_learning()}</p>}
      {entry.state === 'quiz' && (
        <div className="grid gap-3">
          <p className="text-sm text-ink">{m.learn_cert_quiz()}</p>
          <Link to={href('courseQuiz', { id: entry.course_id })} className={`${button} justify-self-start`}>
            {m.learn_cert_take_quiz()}
          </Link>
        </div>
      )}
      {entry.state === 'ready' && <ConfirmName entry={entry} />}
      {entry.state === 'issued' && entry.code && <Issued entry={{ ...entry, code: entry.code }} />}
      {entry.state === 'revoked' && <p className="text-sm font-medium text-red-700">{m.learn_cert_revoked()}</p>}
    </section>
  );
}
