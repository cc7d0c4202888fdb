import { useId } from 'react';
import { CloseIcon } from '../../../../components/icons';
import { Dialog } from '../../../../components/ui/dialog';
import { m } from '../../../../paraglide/messages.js';
import { primaryButton, secondaryButton } from '../buttons';

interface Props {
  file: File;
  url: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Spec point 2: the chosen receipt image with its name, Close and Download; at most 500 px tall.
 * Only Escape and the two buttons close it, not a click beside it.
 */
export function ReceiptPreviewDialog({ file, url, open, onClose }: Props) {
  const titleId = useId();
  if (!open) return null;
  return (
    <Dialog onClose={onClose} labelledBy={titleId} className="m-auto w-[min(92vw,48rem)] rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-[rgba(28,42,36,0.72)]">
      <div className="flex items-center justify-between gap-4 border-b border-brand-100 px-5 py-4">
        <h2 id={titleId} dir="auto" className="truncate font-sans text-base font-semibold text-ink">
          {file.name}
        </h2>
        <button type="button" onClick={onClose} className="rounded-full p-2 text-xl text-muted hover:bg-brand-50" aria-label={m.manual_preview_close_label()}>
          <CloseIcon />
        </button>
      </div>
      <div className="bg-cream p-4">
        <img src={url} alt={m.manual_preview_alt({ name: file.name })} className="mx-auto max-h-[500px] w-auto max-w-full rounded-lg object-contain" />
      </div>
      <div className="flex justify-end gap-3 px-5 py-4">
        <button type="button" onClick={onClose} className={secondaryButton}>
          {m.manual_preview_close()}
        </button>
        <a href={url} download={file.name} className={primaryButton}>
          {m.manual_preview_download()}
        </a>
      </div>
    </Dialog>
  );
}
