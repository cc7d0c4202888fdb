import type { CertificateVerification } from '@foundation/contract/certificates';
import { Ltr } from '../../../components/ui/ltr';
import { formatDate } from '../../../lib/format-date';
import { langOfContent } from '../../../lib/locale';
import { m } from '../../../paraglide/messages.js';

/**
 * Plain links to share the certificate's address: no script of WhatsApp's or LinkedIn's is loaded,
 * so nothing of the visitor reaches them until they choose to share.
 */
function ShareLinks({ certificate }: { certificate: CertificateVerification }) {
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(m.learn_verify_share_text({ course: certificate.course, url: certificate.url }))}`;
  const linkedin = `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(certificate.url)}`;
  const link = 'rounded-full border border-brand-200 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50';
  return (
    <nav aria-label={m.learn_verify_share()} className="mt-8 flex flex-wrap items-center gap-3">
      <span className="text-sm font-semibold text-ink">{m.learn_verify_share()}</span>
      <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={link}>
        {m.learn_verify_share_whatsapp()}
      </a>
      <a href={linkedin} target="_blank" rel="noopener noreferrer" className={link}>
        {m.learn_verify_share_linkedin()}
      </a>
    </nav>
  );
}

/** What the check shows: valid or revoked, first and largest; then the name, the course and the date. */
export function CertificateCheck({ certificate }: { certificate: CertificateVerification }) {
  const valid = certificate.status === 'valid';
  const rows: [string, React.ReactNode][] = [
    [m.learn_verify_name(), <span lang={langOfContent(certificate.name)}>{certificate.name}</span>],
    [m.learn_verify_course(), <span lang={langOfContent(certificate.course)}>{certificate.course}</span>],
    [m.learn_verify_date(), formatDate(certificate.issued_on)],
    ...(certificate.hours ? [[m.learn_verify_hours(), <Ltr>{certificate.hours}</Ltr>] as [string, React.ReactNode]] : []),
    [m.learn_verify_code(), <Ltr className="font-mono tracking-wide">{certificate.code}</Ltr>],
  ];
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <p className="text-sm font-semibold tracking-wider text-gold-700 uppercase">{m.learn_verify_eyebrow()}</p>
      <div role="status" className={`mt-4 rounded-2xl border-2 p-6 ${valid ? 'border-brand-600 bg-brand-50' : 'border-red-700 bg-red-50'}`}>
        <h1 className={`text-3xl ${valid ? 'text-brand-800' : 'text-red-800'}`}>{valid ? m.learn_verify_valid() : m.learn_verify_revoked()}</h1>
        <p className="mt-2 text-ink">{valid ? m.learn_verify_valid_text() : m.learn_verify_revoked_text()}</p>
      </div>
      <dl className="mt-8 divide-y divide-brand-100 rounded-2xl border border-brand-100 bg-white">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-5 py-4 sm:grid-cols-3 sm:gap-4">
            <dt className="text-sm font-semibold text-muted">{label}</dt>
            <dd className="text-lg text-ink sm:col-span-2">{value}</dd>
          </div>
        ))}
      </dl>
      {valid && <ShareLinks certificate={certificate} />}
    </section>
  );
}
