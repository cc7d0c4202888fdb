import type { MediaRecord } from '@foundation/contract/admin/media';
import { ApiError, NetworkError } from '../../lib/api';

/** One file of the media library, as GET|POST /api/admin/media answer it. */
export type MediaItem = MediaRecord;

/** The smallest WebP copy of an image for a grid, else the original. */
export const thumbnailOf = (item: MediaItem) =>
  [...item.variants].filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width)[0]?.url ?? item.url;

export const MEDIA_PATH = 'media';
export const MEDIA_URL = '/api/admin/media';

interface UploadOptions {
  token: string | null;
  /** The kind the field expects: the API refuses a file of another kind. */
  kind?: MediaItem['kind'];
  /** 0 to 1, as the bytes leave the browser. */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/admin/media as multipart. XMLHttpRequest, not fetch: only it reports upload progress,
 * which a staff member on a slow line needs to see for a 20 MB PDF.
 */
export function uploadFile(file: File, { token, kind, onProgress, signal }: UploadOptions): Promise<MediaItem> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', kind ? `${MEDIA_URL}?kind=${kind}` : MEDIA_URL);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve((body as { data: MediaItem }).data);
      } else reject(new ApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(new NetworkError());
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

export const accepts: Record<MediaItem['kind'], string> = {
  image: 'image/jpeg,image/png,image/webp,image/avif,image/gif',
  pdf: 'application/pdf',
  audio: 'audio/mpeg,audio/mp4,audio/aac,audio/ogg,audio/wav,audio/webm',
};

export const kindLabels: Record<MediaItem['kind'], string> = { image: 'Images', pdf: 'PDFs', audio: 'Audio' };

/** The last part of a file's URL, for a file that has no other name at hand. */
export const fileName = (url: string) => decodeURIComponent(url.split('?')[0]!.split('/').pop() ?? url);
