import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Alert, cx, ui } from '../../components';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/use-session';
import { resourceKey } from '../data';
import { DeleteButton } from '../form/delete-button';
import { SearchBox } from '../list/search-box';
import { Pagination } from '../list/pagination';
import { useToast } from '../ui/toast';
import { MediaFacts, MediaThumb } from './media-tile';
import { UploadButton } from './upload-button';
import { MEDIA_PAGE, useMediaList } from './use-media';
import { kindLabels, MEDIA_PATH, type MediaItem } from './upload';
import { UploadProgress } from './upload-progress';
import { useUpload } from './use-upload';

const kinds = Object.keys(kindLabels) as MediaItem['kind'][];

/** Every uploaded file in a grid, newest first, with upload; what the pickers choose from. */
export function MediaLibrary() {
  usePageTitle('Media library');
  const [query, setQuery] = useSearchParams();
  const kindParam = query.get('kind') as MediaItem['kind'] | null;
  const kind = kindParam && kinds.includes(kindParam) ? kindParam : '';
  const page = Math.max(1, Number(query.get('page')) || 1);
  const search = query.get('q') ?? '';
  const list = useMediaList(kind, page, search);
  const { uploads, upload, dismiss } = useUpload();
  const toast = useToast();
  const { request } = useSession();
  const queryClient = useQueryClient();
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / MEDIA_PAGE)) : 1;
  const go = (next: { kind?: string; page?: number; q?: string }) => {
    const q = new URLSearchParams();
    const k = next.kind ?? kind;
    const text = next.q ?? search;
    if (k) q.set('kind', k);
    if (text) q.set('q', text);
    if ((next.page ?? 1) > 1) q.set('page', String(next.page));
    setQuery(q);
  };

  // Refused (409: still used) answers reach the dialog through DeleteButton; a deleted file leaves every list.
  const remove = async (item: MediaItem) => {
    await request(`${MEDIA_PATH}/${item.id}`, { method: 'DELETE' });
    await queryClient.invalidateQueries({ queryKey: resourceKey(MEDIA_PATH) });
    toast(`${item.original_name} deleted.`);
  };

  const copy = async (item: MediaItem) => {
    const url = new URL(item.url, window.location.origin).href;
    try {
      await navigator.clipboard.writeText(url);
      toast(`Link to ${item.original_name} copied.`);
    } catch {
      toast(url);
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Media library</h1>
        <UploadButton multiple label="Upload files" onFiles={(files) => files.forEach((f) => void upload(f))} />
      </div>
      <p className="text-sm text-muted">Pictures are resized for the site and kept in modern formats; PDFs and recordings are kept as they are.</p>
      <UploadProgress uploads={uploads} onDismiss={dismiss} />
      <SearchBox label="Search files" hint="File name" value={search} onSearch={(q) => go({ q })} />
      <nav aria-label="Show">
        <ul className="flex flex-wrap gap-1.5">
          {[{ value: '', label: 'All files' }, ...kinds.map((k) => ({ value: k, label: kindLabels[k] }))].map((k) => (
            <li key={k.value}>
              <button
                type="button"
                aria-pressed={kind === k.value}
                onClick={() => go({ kind: k.value })}
                className={cx(
                  'rounded-md border px-3 py-1.5 text-sm font-semibold',
                  kind === k.value ? 'border-brand-800 bg-brand-800 text-white' : 'border-slate-400 bg-white text-ink hover:bg-brand-50',
                )}
              >
                {k.label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {list.isError && <Alert>{list.error.message}</Alert>}
      {list.isPending && (
        <p role="status" className="text-muted">
          Loading the media library…
        </p>
      )}
      {list.data && list.data.data.length === 0 && (
        <div className="rounded-md border border-dashed border-slate-400 bg-white px-4 py-10 text-center font-semibold">
          {search ? `No file named like “${search}”.` : kind ? `No ${kindLabels[kind].toLowerCase()} uploaded yet.` : 'Nothing uploaded yet.'}
        </div>
      )}
      {list.data && list.data.data.length > 0 && (
        <ul aria-label="Files" aria-busy={list.isPlaceholderData} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {list.data.data.map((item) => (
            <li key={item.id} className="flex flex-col gap-1 rounded-md border border-slate-300 bg-white p-2">
              <MediaThumb item={item} />
              <a href={item.url} target="_blank" rel="noreferrer" className={cx(ui.link, 'truncate text-sm')} title={item.original_name}>
                {item.original_name}
              </a>
              <MediaFacts item={item} />
              <div className="mt-auto flex flex-wrap gap-x-3">
                <button type="button" onClick={() => void copy(item)} className={cx(ui.link, 'text-xs')}>
                  Copy link <span className="sr-only">to {item.original_name}</span>
                </button>
                <DeleteButton small name={item.original_name} onDelete={() => remove(item)} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pages={pages} onPage={(p) => go({ page: p })} />
    </div>
  );
}
