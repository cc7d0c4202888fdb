import { localizeMessage } from '../../../lib/localize-message';
import { m } from '../../../paraglide/messages.js';

/** The modal's error line: read out as soon as it changes. */
export function FormError({ message }: { message: string }) {
  return (
    <p role="alert" className={message ? 'rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800' : 'sr-only'}>
      {message && localizeMessage(message)}
    </p>
  );
}

/** The form's main button: "Loading..." and disabled while the request is in flight. */
export function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      className="w-full rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
    >
      {busy ? m.learn_loading_button() : label}
    </button>
  );
}

/** Switches the modal between login and register. */
export function SwitchMode({ prompt, label, onClick }: { prompt: string; label: string; onClick: () => void }) {
  return (
    <p className="text-center text-sm text-muted">
      {prompt}{' '}
      <button type="button" onClick={onClick} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
        {label}
      </button>
    </p>
  );
}
