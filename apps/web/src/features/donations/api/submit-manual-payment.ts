import { messages } from '@foundation/contract/messages';
import { ApiError, NetworkError, apiUrl } from '../../../lib/api-client';

export interface ManualPaymentResponse {
  success: boolean;
  message?: string;
  reference?: string;
  /** Reads the gift back for its confirmation page, without the phone (POST donations/confirmation). */
  confirmation_key?: string;
}

/**
 * POST manualPayment. XMLHttpRequest rather than fetch: only it reports upload progress, which a
 * donor on a slow mobile connection sending a 10 MB receipt needs to see. Errors are the same
 * ApiError / NetworkError the rest of the app throws.
 */
export function submitManualPayment(body: FormData, onProgress?: (fraction: number) => void, signal?: AbortSignal) {
  return new Promise<ManualPaymentResponse>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl('manualPayment'));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      let parsed: unknown = xhr.responseText;
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        /* not JSON: the text goes into "Server Error ({status}): {body}" */
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve((parsed ?? { success: false }) as ManualPaymentResponse);
      else reject(new ApiError(xhr.status, parsed));
    };
    xhr.onerror = () => reject(new NetworkError(messages.networkError));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
