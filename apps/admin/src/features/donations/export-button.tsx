import { useState } from 'react';
import { cx, ui } from '../../components';
import { today } from '../../kit/format';
import { kitMessages } from '../../kit/messages';
import { useSession } from '../../lib/use-session';
import { exportPath, type ListParams } from './queries';

/**
 * The filtered list, every page of it, as CSV for the bookkeeper. A link cannot carry the staff
 * token, so the file is fetched with it and handed to the browser as a download.
 */
export function DonationExportButton({ params }: { params: ListParams }) {
  const { fetchFile } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      const file = await fetchFile(exportPath(params));
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = `donations-${today()}.csv`;
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
