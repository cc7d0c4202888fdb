import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyStates } from '@foundation/contract/messages';
import { mockApi, renderWithProviders } from '../../../test/render';
import { GalleryView } from './gallery-view';

const galleries = [
  { id: 1, name: 'Medical camps', attachments: [{ id: 11, path: '/uploads/g/11.jpg', caption: 'Doctors at work' }, { id: 12, path: '/uploads/g/12.jpg', caption: 'Queue at dawn' }] },
  { id: 2, name: 'Scouts', attachments: [{ id: 21, path: '/uploads/g/21.jpg', caption: '' }] },
  { id: 3, name: 'Empty album', attachments: [] },
];

describe('the gallery', () => {
  it('filters the pictures by gallery name', async () => {
    mockApi({ getGalleryAttachmentWithGalleryName: galleries });
    renderWithProviders(<GalleryView />);
    const filters = await screen.findByRole('group', { name: 'Filter by gallery' });
    // A gallery without pictures offers nothing to filter by.
    expect(within(filters).getAllByRole('button').map((b) => b.textContent)).toEqual(['All', 'Medical camps', 'Scouts']);
    expect(screen.getAllByRole('img')).toHaveLength(3);
    await userEvent.click(within(filters).getByRole('button', { name: 'Scouts' }));
    expect(within(filters).getByRole('button', { name: 'Scouts' })).toHaveAttribute('aria-pressed', 'true');
    // An uncaptioned picture is described by its gallery's name.
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['Scouts']);
  });

  it('opens a picture in a dialog that arrows, Tab and Escape work in, and gives focus back', async () => {
    mockApi({ getGalleryAttachmentWithGalleryName: galleries });
    const user = userEvent.setup();
    renderWithProviders(<GalleryView />);
    const opener = await screen.findByRole('button', { name: 'Queue at dawn' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Picture 2 of 3: Queue at dawn' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Picture 3 of 3: Scouts' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Picture 1 of 3: Doctors at work' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: /Picture 3 of 3/ })).toBeInTheDocument();
    // Tab cycles inside the dialog: Close, Previous, Next, then Close again.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes when the dark backdrop is clicked', async () => {
    mockApi({ getGalleryAttachmentWithGalleryName: galleries });
    renderWithProviders(<GalleryView />);
    fireEvent.click(await screen.findByRole('button', { name: 'Doctors at work' }));
    // A press and release on the surround itself (a text selection ending there would not close).
    fireEvent.mouseDown(screen.getByRole('dialog'));
    fireEvent.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says "No Record Found..." when there are no pictures', async () => {
    mockApi({ getGalleryAttachmentWithGalleryName: [{ id: 3, name: 'Empty album', attachments: [] }] });
    renderWithProviders(<GalleryView />);
    expect(await screen.findByText(emptyStates.noRecord)).toBeInTheDocument();
  });
});
