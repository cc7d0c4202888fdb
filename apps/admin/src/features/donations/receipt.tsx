import { useEffect, useState } from 'react';
import { reviewMessages } from '@foundation/contract/donation-review-messages';
import type { DonationDetail } from '@foundation/contract/donation-review';
import { useSession } from '../../lib/use-session';
import { cx, ui } from '../../components';
import { ApiError } from '../../lib/api';

type State = { kind: 'loading' } | { kind: 'ready'; url: string; type: string } | { kind: 'missing' } | { kind: 'failed'; message: string };

const extensions: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/bmp': 'bmp', 'image/webp': 'webp', 'application/pdf': 'pdf' };

/** The receipt needs the staff token, so it is fetched as a file and shown from a blob: URL. */
export function Receipt({ d }: { d: DonationDetail }) {
  const { fetchFile } = useSession();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const { id, has_receipt: hasReceipt, receipt_type: receiptType } = d;

  useEffect(() => {
    if (!hasReceipt) return;
    const abort = new AbortController();
    let url: string | null = null;
    setState({ kind: 'loading' });
    fetchFile(`donations/${id}/receipt`, abort.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setState({ kind: 'ready', url, type: (blob.type || receiptType || '').split(';')[0]!.trim() });
      },
      (error: Error) => {
        if (abort.signal.aborted) return;
        setState(error instanceof ApiError && error.status === 404 ? { kind: 'missing' } : { kind: 'failed', message: error.message });
      },
    );
    // A receipt can be a few megabytes; let the browser drop it when staff move on.
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, hasReceipt, receiptType, fetchFile]);

  if (!hasReceipt || state.kind === 'missing') return <p className="text-muted">{reviewMessages.noReceipt}</p>;
  if (state.kind === 'loading') return <p role="status" className="text-muted">Loading receipt...</p>;
  if (state.kind === 'failed') return <p role="alert" className="text-red-800">{state.message}</p>;

  const isPdf = state.type === 'application/pdf';
  const download = `${d.reference}-receipt.${extensions[state.type] ?? 'bin'}`;
  return (
    <div className="space-y-3">
      {isPdf ? (
        <button type="button" className={cx(ui.button, ui.secondary)} onClick={() => window.open(state.url, '_blank', 'noopener')}>
          Open receipt (PDF)
        </button>
      ) : (
        <a href={state.url} target="_blank" rel="noopener" className="block w-fit" title="Open full size in a new tab">
          {/* A floor on the size, so even a tiny or cropped screenshot is seen and can be questioned. */}
          <img src={state.url} alt={`Receipt for donation ${d.reference}`} className="max-h-[32rem] min-h-24 w-auto min-w-24 max-w-full rounded border border-slate-300 bg-white object-contain" />
        </a>
      )}
      <p>
        <a href={state.url} download={download} className={ui.link}>
          Download receipt
        </a>
      </p>
    </div>
  );
}
