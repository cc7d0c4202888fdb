import { cx, ui } from '../../components';
import { kitMessages } from '../messages';
import type { Upload } from './use-upload';

/** Each upload's bar while it runs, or its error with a way to put it away. */
export function UploadProgress({ uploads, onDismiss }: { uploads: Upload[]; onDismiss: (id: number) => void }) {
  if (uploads.length === 0) return null;
  return (
    <ul className="space-y-2">
      {uploads.map((u) => (
        <li key={u.id} className="text-sm">
          {u.error ? (
            <div role="alert" className="flex flex-wrap items-center gap-2 rounded-md border border-red-700 bg-red-50 px-3 py-2 text-red-900">
              <span className="min-w-0 grow break-words">
                <strong>{u.name}</strong>: {u.error}
              </span>
              <button type="button" onClick={() => onDismiss(u.id)} className={cx(ui.link, 'text-red-900')}>
                Dismiss
              </button>
            </div>
          ) : (
            <div className="flex items-center gap-3">
              <span className="min-w-0 truncate">{u.name}</span>
              <progress max={100} value={u.percent} aria-label={kitMessages.uploading(u.name)} className="h-2 grow accent-brand-700" />
              <span className="w-10 text-right tabular-nums" aria-hidden="true">
                {u.percent}%
              </span>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
