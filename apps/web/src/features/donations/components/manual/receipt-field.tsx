import { useState, type Ref } from 'react';
import { RECEIPT_ACCEPT } from '@foundation/contract/donation-messages';
import { useObjectUrl } from '../../hooks/use-object-url';
import { Field } from '../../../../components/ui/field';
import { Ltr } from '../../../../components/ui/ltr';
import { intlLocale } from '../../../../lib/locale';
import { m } from '../../../../paraglide/messages.js';
import { rich } from '../wizard/text';
import { ReceiptPreviewDialog } from './receipt-preview-dialog';

/** "24 KB", "3.2 MB": units as every language writes them, the digits in the page's. */
function size(bytes: number) {
  const number = (n: number, decimals: number) => new Intl.NumberFormat(intlLocale(), { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(n);
  return bytes < 1024 * 1024 ? `${number(Math.max(1, Math.round(bytes / 1024)), 0)} KB` : `${number(bytes / 1048576, 1)} MB`;
}

/** The largest receipt the contract takes, as the hint names it. */
const MAX_SIZE = '10 MB';

interface Props {
  label: string;
  file: File | null;
  error: string | null;
  disabled: boolean;
  inputRef: Ref<HTMLInputElement>;
  onChange: (file: File | null) => void;
}

/** The receipt upload: choose or drop a file, see its name, preview it, remove it. */
export function ReceiptField({ label, file, error, disabled, inputRef, onChange }: Props) {
  const url = useObjectUrl(file);
  const [previewing, setPreviewing] = useState(false);
  const isPdf = file?.type === 'application/pdf' || file?.name.toLowerCase().endsWith('.pdf');

  function preview() {
    if (!url) return;
    // A PDF opens in the browser's own viewer in a new tab; an image in our dialog.
    if (isPdf) window.open(url, '_blank');
    else setPreviewing(true);
  }

  return (
    <Field label={label} error={error} hint={rich(m.manual_receipt_hint, { size: <Ltr>{MAX_SIZE}</Ltr> })}>
      {(a11y) => (
        <>
          <div className="relative flex min-h-24 items-center justify-center rounded-xl border-2 border-dashed border-brand-200 bg-brand-50/60 px-4 py-5 text-center text-sm text-muted focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30 hover:border-brand-600">
            <input
              {...a11y}
              ref={inputRef}
              type="file"
              accept={RECEIPT_ACCEPT}
              disabled={disabled}
              className="absolute inset-0 cursor-pointer opacity-0"
              onChange={(e) => {
                onChange(e.target.files?.[0] ?? null);
                e.target.value = ''; // choosing the same file again after removing it still works
              }}
            />
            <span aria-hidden="true">
              <span className="font-semibold text-brand-700">{file ? m.manual_receipt_choose_other() : m.manual_receipt_choose()}</span> {m.manual_receipt_or_drop()}
            </span>
          </div>
          {file && url && (
            <div className="mt-3 flex items-center gap-3 rounded-lg border border-brand-100 bg-white px-3 py-2">
              <span className="rounded bg-brand-100 px-2 py-0.5 text-xs font-bold text-brand-800">{isPdf ? 'PDF' : m.manual_receipt_kind_image()}</span>
              <button type="button" onClick={preview} className="relative min-w-0 flex-1 truncate text-start font-medium text-brand-700 underline-offset-2 hover:underline">
                {/* A file's name is in whatever language the phone named it: isolated, not reordered. */}
                <bdi>{file.name}</bdi>
                <span className="sr-only"> {isPdf ? m.manual_receipt_opens_new_tab() : m.manual_receipt_preview()}</span>
              </button>
              <Ltr className="text-xs text-muted">{size(file.size)}</Ltr>
              <button
                type="button"
                onClick={() => onChange(null)}
                disabled={disabled}
                aria-label={m.manual_receipt_remove_label({ name: file.name })}
                className="relative rounded-full px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50"
              >
                {m.manual_receipt_remove()}
              </button>
            </div>
          )}
          {file && url && !isPdf && <ReceiptPreviewDialog file={file} url={url} open={previewing} onClose={() => setPreviewing(false)} />}
        </>
      )}
    </Field>
  );
}
