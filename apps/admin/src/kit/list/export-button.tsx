import { useState } from 'react';
import { cx, ui } from '../../components';
import { useSession } from '../../lib/use-session';
import { today } from '../format';
import { kitMessages } from '../messages';
import type { CollectionResource } from '../types';
import type { ListParams } from './params';

/** The export takes the list's search and filters; it has no pages, and keeps the order things came in. */
export function exportQuery(p: ListParams): string {
  const q = new URLSearchParams();
  if (p.q) q.set('q', p.q);
  for (const [name, value] of Object.entries(p.filters)) if (value) q.set(name, value);
  return q.toString();
}

/**
 * Downloads what the list shows as CSV (GET /api/admin/<path>/export.csv). A link cannot carry the
 * staff token, so the file is fetched with it and handed to the browser as a download.
 */
export function ExportButton({ resource: r, params }: { resource: CollectionResource; params: ListParams }) {
  const { fetchFile } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      const query = exportQuery(params);
      const file = await fetchFile(`${r.path}/export.csv${query ? `?${query}` : ''}`);
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${r.path}-${today()}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked after the click has been handled, so the browser has the file by then.
      setTimeout(() => URL.revokeObjectURL(url), 1000);
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
      {error && (
        <p role="alert" className={ui.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
