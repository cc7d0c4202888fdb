import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button';

/** Call after userEvent.setup(), which installs a clipboard of its own that this replaces. */
function stubClipboard(fail = false) {
  const writeText = vi.fn(() => (fail ? Promise.reject(new Error('denied')) : Promise.resolve()));
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

describe('CopyButton', () => {
  it('copies by keyboard, shows "Copied" and announces it, then reads "Copy" again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const writeText = stubClipboard();
    render(<CopyButton value="0300 1234567" label="Copy JazzCash number" />);

    const button = screen.getByRole('button', { name: 'Copy JazzCash number' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(writeText).toHaveBeenCalledWith('0300 1234567');
    expect(button).toHaveTextContent('Copied');
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('Copied');

    // React schedules the 2 s timer in an effect after the paint, so time moves on until it has run.
    await vi.waitFor(() => {
      act(() => vi.advanceTimersByTime(2100));
      expect(button).toHaveTextContent(/^Copy/);
    });
    expect(button).not.toHaveTextContent('Copied');
  });

  it('tells the donor to select the text when the browser refuses', async () => {
    const user = userEvent.setup();
    stubClipboard(true);
    render(<CopyButton value="PK36MEZN0001010102030405" label="Copy IBAN" />);
    await user.click(screen.getByRole('button', { name: 'Copy IBAN' }));
    expect(await screen.findByText('Could not copy; please select the text')).toBeVisible();
  });
});
