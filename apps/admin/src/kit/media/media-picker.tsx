import { useId, useRef, useState } from 'react';
import { Alert, cx, ui } from '../../components';
import { Pagination } from '../list/pagination';
import { Dialog } from '../ui/dialog';
import { MediaFacts, MediaThumb } from './media-tile';
import { UploadButton } from './upload-button';
import { MEDIA_PAGE, useMediaList } from './use-media';
import { kindLabels, type MediaItem } from './upload';
import { UploadProgress } from './upload-progress';
import { useUpload } from './use-upload';

interface Props {
  kind: MediaItem['kind'];
  title: string;
  onPick: (item: MediaItem, alt: string) => void;
  onClose: () => void;
  /** For a picture in rich text: its description for people who cannot see it. */
  askAlt?: boolean;
}

/** The media library in a dialog: choose a file already uploaded, or upload one and use it. */
export function MediaPicker({ kind, title, onPick, onClose, askAlt }: Props) {
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<MediaItem | null>(null);
  const altRef = useRef<HTMLInputElement>(null);
  const altId = useId();
  const list = useMediaList(kind, page);
  const { uploads, upload, dismiss } = useUpload();
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / MEDIA_PAGE)) : 1;

  const choose = (item: MediaItem) => {
    if (!askAlt) return onPick(item, '');
    setChosen(item);
    setTimeout(() => altRef.current?.focus());
  };

  return (
    <Dialog title={title} onClose={onClose} wide>
      <div className="flex flex-wrap items-center gap-3">
        <UploadButton kind={kind} onFiles={async ([file]) => file && (await upload(file, kind).then((item) => item && choose(item)))} />
        <button type="button" className={cx(ui.button, ui.secondary)} onClick={onClose}>
          Cancel
        </button>
      </div>
      <UploadProgress uploads={uploads} onDismiss={dismiss} />
      {list.isError && <Alert>{list.error.message}</Alert>}
      {list.isPending && <p className="text-muted">Loading the media library…</p>}
      {list.data && list.data.data.length === 0 && <p className="text-muted">No {kindLabels[kind].toLowerCase()} uploaded yet.</p>}
      {list.data && list.data.data.length > 0 && (
        <ul aria-label={kindLabels[kind]} className="grid max-h-[50dvh] grid-cols-2 gap-3 overflow-y-auto p-1 sm:grid-cols-4">
          {list.data.data.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => choose(item)}
                aria-pressed={askAlt ? chosen?.id === item.id : undefined}
                className={cx('w-full rounded-md border bg-white p-1.5 text-left hover:bg-brand-50', chosen?.id === item.id ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-300')}
              >
                <MediaThumb item={item} />
                <span className="mt-1 block truncate text-sm font-semibold">{item.original_name}</span>
                <MediaFacts item={item} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pages={pages} onPage={setPage} />
      {askAlt && chosen && (
        <form
          className="flex flex-wrap items-end gap-2 border-t border-slate-300 pt-3"
          onSubmit={(e) => {
            e.preventDefault();
            // React bubbles a portal's events through the tree: the record's form must not hear this one.
            e.stopPropagation();
            onPick(chosen, altRef.current?.value.trim() ?? '');
          }}
        >
          <div className="grow">
            <label htmlFor={altId} className={ui.label}>
              Describe the picture for people who cannot see it
            </label>
            <input ref={altRef} id={altId} defaultValue={chosen.original_name.replace(/\.[a-z0-9]+$/i, '')} className={cx(ui.input, 'mt-1')} />
          </div>
          <button type="submit" className={cx(ui.button, ui.primary)}>
            Insert picture
          </button>
        </form>
      )}
    </Dialog>
  );
}
