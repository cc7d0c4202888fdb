import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IssueCertificateBody, MyCertificatesResponse } from '@foundation/contract/certificates';
import { messages } from '@foundation/contract/messages';
import { ApiError, NetworkError, api, apiUrl, parseBody } from '../../../lib/api-client';
import { getLocale } from '../../../lib/locale';
import { useSignedInMutation } from '../../../lib/use-signed-in-mutation';
import { useToken } from '../../../lib/use-token';

export const myCertificatesKey = ['learner', 'certificates'] as const;

export const getMyCertificates = (token: string) => api.get<MyCertificatesResponse>('myCertificates', { token }).then((r) => r.data);

/** A certificate entry for each enrolled course that offers one; idle while logged out. */
export function useMyCertificates() {
  const token = useToken();
  return useQuery({ ...queryOptions({ queryKey: [...myCertificatesKey, token], queryFn: () => getMyCertificates(token ?? ''), staleTime: 0 }), enabled: Boolean(token) });
}

const issue = (body: IssueCertificateBody, token: string | null) => api.post('myCertificates', body, { token });

/** Confirms the name and has the certificate issued (and mailed, in the page's language). */
export const useIssueCertificate = () => useSignedInMutation(issue, [myCertificatesKey]);

/** The learner's certificate as a PDF, in the page's language. */
export async function downloadCertificatePdf(code: string, token: string | null): Promise<Blob> {
  let res: Response;
  try {
    res = await fetch(apiUrl(`myCertificates/${encodeURIComponent(code)}/pdf`, { lang: getLocale() }), {
      headers: { Accept: 'application/pdf', ...(token && { Authorization: `Bearer ${token}` }) },
    });
  } catch {
    throw new NetworkError(messages.networkError);
  }
  if (res.ok) return res.blob();
  const body = parseBody(await res.text());
  throw new ApiError(res.status, body);
}
