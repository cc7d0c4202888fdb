import { useParams } from 'wouter';
import { paths } from '@foundation/contract/routes';
import { ArticleSkeleton } from '../components/ui/skeletons';
import { NotFoundNotice, noticeHeading } from '../components/ui/not-found-notice';
import { CertificateCheck } from '../features/certificates/components/certificate-check';
import { useCertificate } from '../features/certificates/api/get-certificate';
import { formatDate } from '../lib/format-date';
import { useLogError } from '../lib/use-log-error';
import { useMissingPage, usePageMeta } from '../lib/use-page-meta';
import { m } from '../paraglide/messages.js';

/**
 * /certificates/{code}: anyone checks a certificate, signed in or not, from its QR code or a shared
 * link. The server renders it with its own title and description, so a chat app's preview says
 * whose certificate it is and for what.
 */
export default function CertificatePage() {
  const code = useParams().code ?? '';
  const { data, isPending, error } = useCertificate(code);
  useLogError(error, 'the certificate', { detail: true });
  // A failed check (too many from one address, the API down) is sent uncached, like an unknown code,
  // so the page of a valid certificate is never kept showing a failure to the next visitor.
  useMissingPage(Boolean(error));
  const what = m.learn_verify_missing_what();
  usePageMeta(
    data ? m.learn_verify_page_title({ course: data.course }) : isPending ? m.learn_verify_eyebrow() : noticeHeading(what, error),
    data ? m.learn_verify_page_description({ name: data.name, course: data.course, date: formatDate(data.issued_on) }) : undefined,
    { noindex: true },
  );
  if (isPending && code) return <ArticleSkeleton />;
  if (!data) {
    return (
      <NotFoundNotice what={what} error={error} backTo={paths.home} backLabel={m.learn_verify_back_home()}>
        {m.learn_verify_missing_text()}
      </NotFoundNotice>
    );
  }
  return <CertificateCheck certificate={data} />;
}
