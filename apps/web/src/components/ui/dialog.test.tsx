import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

function Harness({ closeOnBackdrop, onClose = () => {} }: { closeOnBackdrop?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog onClose={close} labelledBy="t" describedBy="d" closeOnBackdrop={closeOnBackdrop} className="look">
          <h2 id="t">Receipt</h2>
          <p id="d">Check it before you send it.</p>
          <button type="button" onClick={close}>
            Close
          </button>
          <input aria-label="Name" />
          <a href="/x">Download</a>
        </Dialog>
      )}
    </>
  );
}

/** Gives jsdom the platform's showModal/close for the tests that need the real path. */
function withNativeDialog() {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  const showModal = vi.fn(function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  });
  const close = vi.fn(function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    setTimeout(() => this.dispatchEvent(new Event('close'))); // as browsers do, a task later
  });
  Object.defineProperty(proto, 'open', { configurable: true, get(this: HTMLDialogElement) { return this.hasAttribute('open'); } });
  proto.showModal = showModal;
  proto.close = close;
  return { showModal, close };
}

afterEach(() => {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement> & Record<string, unknown>;
  delete proto.showModal;
  delete proto.close;
  delete proto.open;
});

describe('the dialog', () => {
  it('opens as a modal, labelled and described, locks the page, and starts on the first form field', async () => {
    const { showModal } = withNativeDialog();
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Receipt', description: 'Check it before you send it.' });
    expect(showModal).toHaveBeenCalledOnce();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveClass('look');
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('starts on the first control when there is no field', async () => {
    const user = userEvent.setup({ delay: null });
    function NoField() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          {open && (
            <Dialog onClose={() => setOpen(false)} labelledBy="t">
              <h2 id="t">Preview</h2>
              <button type="button">Close preview</button>
            </Dialog>
          )}
        </>
      );
    }
    render(<NoField />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Close preview' })).toHaveFocus();
  });

  it('calls onClose on Escape (the cancel event), and on unmount gives the page and focus back to the opener', async () => {
    withNativeDialog();
    const onClose = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true); // the caller closes it, through React
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(opener).toHaveFocus();
    // The close event of that unmount comes a task later and must not close anything again.
    await new Promise((r) => setTimeout(r, 10));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps React in step when the browser closes the dialog itself', async () => {
    withNativeDialog();
    const onClose = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    (screen.getByRole('dialog') as HTMLDialogElement).close();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('without showModal, still closes on Escape and keeps Tab inside', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog')).toHaveAttribute('open');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Download' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Download' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on a click on the backdrop only when asked, and never for a selection that ends there', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup({ delay: null });
    const { unmount } = render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    unmount();

    render(<Harness closeOnBackdrop onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    // A press inside that is released on the backdrop (selecting text) does not close.
    fireEvent.mouseDown(screen.getByText('Check it before you send it.'));
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    // A click inside does not close either.
    await user.click(screen.getByText('Check it before you send it.'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(dialog);
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
