import { useQuery } from '@tanstack/react-query';
import type { CertificateVerification } from '@foundation/contract/certificates';
import { api, noneWhenMissing } from '../../../lib/api-client';
import { getLocale } from '../../../lib/locale';

/** A certificate by its code, or null when no certificate has it. */
export const getCertificate = (code: string) =>
  noneWhenMissing(api.get<{ data: CertificateVerification }>(`certificates/${encodeURIComponent(code)}`).then((r) => r.data));

/** The check a page shows; never kept long, for a revocation must show at once. */
export const useCertificate = (code: string) => useQuery({ queryKey: ['certificates', code, getLocale()], queryFn: () => getCertificate(code), enabled: code !== '', retry: false });
