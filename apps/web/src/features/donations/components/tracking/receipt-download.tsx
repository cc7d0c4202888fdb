import { useState } from 'react';
import type { TrackDonationBody } from '@foundation/contract/donation-tracking';
import { localizeMessage } from '../../../../lib/localize-message';
import { saveFile } from '@foundation/api-client/save-file';
import { m } from '../../../../paraglide/messages.js';
import { downloadReceiptPdf } from '../../api/download-receipt-pdf';
import { trackingFailure } from '../../lib/tracking-form';
import { primaryButton } from '../buttons';

/** Fetches the verified gift's receipt with the same reference and phone, and saves it. */
export function ReceiptDownload({ lookup }: { lookup: TrackDonationBody }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      saveFile(await downloadReceiptPdf(lookup), `receipt-${lookup.reference.trim().toUpperCase()}.pdf`);
    } catch (e) {
      setError(trackingFailure(e).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="print:hidden">
      <button type="button" onClick={download} disabled={busy} className={primaryButton}>
        {busy ? m.manual_receipt_preparing() : m.manual_receipt_download()}
      </button>
      {error && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {localizeMessage(error)}
        </p>
      )}
    </div>
  );
}
