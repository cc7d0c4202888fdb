import { useRef } from 'react';
import { cx, ui } from '../../components';
import { accepts, type MediaItem } from './upload';

const names: Record<MediaItem['kind'], string> = { image: 'image', pdf: 'PDF', audio: 'audio file' };

/** A button that opens the file chooser; the input itself stays out of sight and out of the tab order. */
export function UploadButton({ kind, onFiles, multiple, label }: { kind?: MediaItem['kind']; onFiles: (files: File[]) => void; multiple?: boolean; label?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const text = label ?? (kind ? `Upload ${kind === 'image' ? 'an' : 'a'} ${names[kind]}` : 'Upload files');
  return (
    <>
      <button type="button" className={cx(ui.button, ui.secondary)} onClick={() => input.current?.click()}>
        {text}
      </button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={text}
        multiple={multiple}
        accept={kind ? accepts[kind] : Object.values(accepts).join(',')}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </>
  );
}
