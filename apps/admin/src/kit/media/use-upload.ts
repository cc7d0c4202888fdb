import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError } from '../../lib/api';
import { useSession } from '../../lib/use-session';
import { resourceKey } from '../data';
import { kitMessages } from '../messages';
import { MEDIA_PATH, uploadFile, type MediaItem } from './upload';

export interface Upload {
  id: number;
  name: string;
  /** 0 to 100. */
  percent: number;
  error: string | null;
}

/** Uploads with their progress; each finished one refreshes the media library. */
export function useUpload() {
  const { session, request } = useSession();
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const next = useRef(1);

  const upload = useCallback(
    async (file: File, kind?: MediaItem['kind']): Promise<MediaItem | null> => {
      const id = next.current++;
      const patch = (change: Partial<Upload>) => setUploads((all) => all.map((u) => (u.id === id ? { ...u, ...change } : u)));
      setUploads((all) => [...all, { id, name: file.name, percent: 0, error: null }]);
      try {
        const item = await uploadFile(file, { token: session?.token ?? null, kind, onProgress: (f) => patch({ percent: Math.round(f * 100) }) });
        setUploads((all) => all.filter((u) => u.id !== id));
        void queryClient.invalidateQueries({ queryKey: resourceKey(MEDIA_PATH) });
        return item;
      } catch (error) {
        // A 401 means the session ended: one ordinary request lets the session say so and sign out.
        if (error instanceof ApiError && error.status === 401) void request(`${MEDIA_PATH}?per_page=1`).catch(() => undefined);
        const field = error instanceof ApiError ? Object.values(error.fieldErrors)[0]?.[0] : undefined;
        const message = field ?? (error instanceof ApiError || error instanceof NetworkError ? error.message : kitMessages.uploadFailed);
        patch({ error: message });
        return null;
      }
    },
    [session, request, queryClient],
  );

  const dismiss = useCallback((id: number) => setUploads((all) => all.filter((u) => u.id !== id)), []);
  return { uploads, upload, dismiss };
}
