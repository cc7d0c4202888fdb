import { useState } from 'react';
import { cx, ui } from '../../components';
import { saveFile } from '@foundation/api-client/save-file';
import { useSession } from '../../lib/use-session';
import { today } from '../format';
import { kitMessages } from '../messages';
import type { CollectionResource } from '../types';
import type { ListParams } from './params';

/** The export takes the list's search, filters and sort: every page of it, in the order it shows. */
export function exportQuery(r: CollectionResource, p: ListParams): string {
  const q = new URLSearchParams();
  if (p.q) q.set('q', p.q);
  for (const [name, value] of Object.entries(p.filters)) if (value) q.set(name, value);
  const sort = p.sort || r.defaultSort;
  if (sort) q.set('sort', sort);
  return q.toString();
}

/** Downloads what the list shows as CSV (GET /api/admin/<path>/export.csv). */
export function ExportButton({ resource: r, params }: { resource: CollectionResource; params: ListParams }) {
  const query = exportQuery(r, params);
  return <CsvDownloadButton path={`${r.path}/export.csv${query ? `?${query}` : ''}`} filename={`${r.path}-${today()}.csv`} />;
}

/**
 * The back office's one CSV download: the file is fetched with the staff token (a link cannot
 * carry it) and handed to the browser; progress is said, and a failure shown under the button.
 */
export function CsvDownloadButton({ path, filename }: { path: string; filename: string }) {
  const { fetchFile } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      saveFile(await fetchFile(path), filename);
    } catch (e) {
      setError(e instanceof Error ? e.message : kitMessages.exportFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <button type="button" onClick={() => void download()} disabled={busy} className={cx(ui.button, ui.secondary)}>
        {busy ? kitMessages.exporting : kitMessages.exportCsv}
      </button>
      {busy && (
        <span role="status" className="sr-only">
          {kitMessages.exporting}
        </span>
      )}
      {error && (
        <p role="alert" className={ui.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
