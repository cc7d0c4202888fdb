import { useState } from 'react';
import { reviewMessages } from '@foundation/contract/donation-review-messages';
import type { DonationDetail } from '@foundation/contract/donation-review';
import { saveFile } from '@foundation/api-client/save-file';
import { useSession } from '../../lib/use-session';
import { cx, ui } from '../../components';

type State = { kind: 'idle' } | { kind: 'loading' } | { kind: 'failed'; message: string };

/**
 * The receipt PDF the donor was sent. It needs the staff token, so a plain link cannot fetch it:
 * a button fetches it on demand (nothing is made or downloaded until staff ask) and hands the file
 * to the browser's download.
 */
export function ReceiptPdfDownload({ d }: { d: Pick<DonationDetail, 'id' | 'reference'> }) {
  const { fetchFile } = useSession();
  const [state, setState] = useState<State>({ kind: 'idle' });

  const download = async () => {
    setState({ kind: 'loading' });
    try {
      saveFile(await fetchFile(`donations/${d.id}/receipt-pdf`), `receipt-${d.reference}.pdf`);
      setState({ kind: 'idle' });
    } catch (error) {
      setState({ kind: 'failed', message: (error as Error).message });
    }
  };

  return (
    <div className="space-y-2">
      <button type="button" className={cx(ui.button, ui.secondary)} onClick={() => void download()} disabled={state.kind === 'loading'}>
        {reviewMessages.downloadReceiptPdf}
      </button>
      {state.kind === 'loading' && (
        <p role="status" className="text-sm text-muted">
          Preparing receipt PDF...
        </p>
      )}
      {state.kind === 'failed' && (
        <p role="alert" className="text-sm text-red-800">
          {state.message}
        </p>
      )}
    </div>
  );
}
