import { useId, type ReactNode } from 'react';
import { CloseIcon } from '../../../components/icons';
import { Dialog } from '../../../components/ui/dialog';
import { Note } from '../../../components/ui/field';
import { m } from '../../../paraglide/messages.js';

type Props = { title: string; onClose: () => void; children: ReactNode; description?: string };

/**
 * The learner dialogs' chrome (title, optional description, close button) on the shared modal
 * Dialog. Mounted means open; a click on the backdrop closes it too.
 */
export function Modal({ title, onClose, children, description }: Props) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      onClose={onClose}
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      closeOnBackdrop
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-brand-900/70 backdrop:backdrop-blur-sm"
    >
      <div className="relative max-h-[calc(100dvh-2rem)] overflow-y-auto p-6 sm:p-8">
        <button
          type="button"
          onClick={() => onClose()}
          className="absolute top-3 end-3 rounded-full p-2 text-xl text-muted hover:bg-brand-50 hover:text-brand-800"
          aria-label={m.learn_close()}
        >
          <CloseIcon />
        </button>
        <h2 id={titleId} className="pe-10 text-2xl text-brand-800">
          {title}
        </h2>
        <Note id={descriptionId} className="mt-1 text-sm text-muted">
          {description}
        </Note>
        <div className="mt-5">{children}</div>
      </div>
    </Dialog>
  );
}
