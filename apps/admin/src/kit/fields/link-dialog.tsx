import { useId, useRef, useState, type FormEvent } from 'react';
import { cx, ui } from '../../components';
import { Dialog } from '../ui/dialog';

const looksLikeUrl = (s: string) => /^(https?:\/\/|mailto:|tel:|\/)/i.test(s);

/** Where the selected words should lead; an empty address takes the link away. */
export function LinkDialog({ href, onSave, onClose }: { href: string; onSave: (href: string) => void; onClose: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // React bubbles a portal's events through the tree: the record's form must not hear this one.
    e.stopPropagation();
    const value = input.current?.value.trim() ?? '';
    if (value && !looksLikeUrl(value) && !/^[\w.-]+\.[a-z]{2,}/i.test(value)) {
      setError('Enter a web address (https://…), an e-mail (mailto:…) or a page of the site (/…).');
      return input.current?.focus();
    }
    onSave(value && !looksLikeUrl(value) ? `https://${value}` : value);
  };
  return (
    <Dialog title={href ? 'Edit link' : 'Add a link'} onClose={onClose} initialFocus={input}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <div>
          <label htmlFor={id} className={ui.label}>
            Address
          </label>
          <input
            ref={input}
            id={id}
            type="url"
            defaultValue={href}
            placeholder="https://"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            className={cx(ui.input, 'mt-1')}
          />
          {error ? (
            <p id={`${id}-error`} className={ui.fieldError}>
              {error}
            </p>
          ) : (
            <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
              Leave empty to remove the link.
            </p>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={cx(ui.button, ui.secondary)} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={cx(ui.button, ui.primary)}>
            {href ? 'Update link' : 'Add link'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
