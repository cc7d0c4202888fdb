import { useState } from 'react';
import { cx, ui } from '../../components';
import { fieldId } from '../form/paths';
import { MediaPicker } from '../media/media-picker';
import { UploadButton } from '../media/upload-button';
import { fileName, type MediaItem } from '../media/upload';
import { UploadProgress } from '../media/upload-progress';
import { useUpload } from '../media/use-upload';
import type { Field } from '../types';
import type { FieldProps } from './basic-fields';

type MediaFieldDef = Extract<Field, { kind: 'image' | 'file' }>;

/** An image or a file by its public URL: chosen from the library or uploaded here, with progress. */
export function MediaInput({ field, path, value, error, onChange, busy }: FieldProps<MediaFieldDef>) {
  const kind: MediaItem['kind'] = field.kind === 'image' ? 'image' : field.accept;
  const url = typeof value === 'string' ? value : '';
  const [picking, setPicking] = useState(false);
  const { uploads, upload, dismiss } = useUpload();
  const id = fieldId(path);
  // The first button carries the field's error, and takes focus when the form points to it.
  const described = [field.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

  return (
    <div className="space-y-2">
      {url ? (
        <Current kind={kind} url={url} label={field.label} />
      ) : (
        <p className="text-sm text-muted">{kind === 'image' ? 'No image chosen.' : 'No file chosen.'}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          id={id}
          data-invalid={error ? true : undefined}
          aria-describedby={described}
          disabled={busy}
          className={cx(ui.button, ui.secondary, error && 'border-red-700')}
          onClick={() => setPicking(true)}
        >
          {url ? 'Replace from library' : 'Choose from library'}
        </button>
        <UploadButton kind={kind} onFiles={async ([file]) => file && (await upload(file, kind).then((item) => item && onChange(item.url)))} />
        {url && !field.required && (
          <button type="button" disabled={busy} className={cx(ui.button, 'text-red-800 hover:bg-red-50')} onClick={() => onChange('')}>
            Remove
          </button>
        )}
      </div>
      <UploadProgress uploads={uploads} onDismiss={dismiss} />
      {picking && (
        <MediaPicker
          kind={kind}
          title={`${field.label}: choose from the media library`}
          onClose={() => setPicking(false)}
          onPick={(item) => {
            onChange(item.url);
            setPicking(false);
          }}
        />
      )}
    </div>
  );
}

function Current({ kind, url, label }: { kind: MediaItem['kind']; url: string; label: string }) {
  if (kind === 'image') return <img src={url} alt={`${label} now`} className="max-h-48 max-w-full rounded-md border border-slate-300 bg-white object-contain" />;
  return (
    <div className="space-y-1 text-sm">
      <a href={url} target="_blank" rel="noreferrer" className={cx(ui.link, 'break-all')}>
        {/* A file from before the media library has no name in its address (/api/viewBook/12). */}
        {/\.[a-z0-9]{2,5}$/i.test(fileName(url)) ? fileName(url) : url}
      </a>
      {kind === 'audio' && <audio controls preload="none" src={url} className="w-full max-w-md" aria-label={`${label}: listen`} />}
    </div>
  );
}
