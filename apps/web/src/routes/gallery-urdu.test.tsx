import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocaleSource } from '../lib/locale';
import { mockApi, renderWithProviders } from '../test/render';
import GalleryPage from './gallery';

const galleries = [
  { id: 1, name: 'Medical camps', attachments: [{ id: 11, path: '/uploads/g/11.jpg', caption: 'Doctors at work' }, { id: 12, path: '/uploads/g/12.jpg', caption: 'Queue at dawn' }] },
  { id: 2, name: 'اسکاؤٹس', attachments: [{ id: 21, path: '/uploads/g/21.jpg', caption: '' }] },
];

beforeEach(() => setLocaleSource(() => 'ur'));
afterEach(() => setLocaleSource(() => 'en'));

describe('the gallery in Urdu', () => {
  it('filters and shows pictures in Urdu, and its arrows follow the reading direction', async () => {
    mockApi({ getGalleryAttachmentWithGalleryName: galleries });
    const user = userEvent.setup();
    renderWithProviders(<GalleryPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'چالیس سالہ خدمت کے یادگار لمحات' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'تصاویر' })).toBeInTheDocument();
    const filters = await screen.findByRole('group', { name: 'گیلری کے لحاظ سے چھانٹیں' });
    expect(within(filters).getByRole('button', { name: 'سب' })).toHaveAttribute('aria-pressed', 'true');
    // A gallery named in English is marked as English; one named in Urdu is not.
    expect(within(filters).getByRole('button', { name: 'Medical camps' })).toHaveAttribute('lang', 'en');
    expect(within(filters).getByRole('button', { name: 'اسکاؤٹس' })).not.toHaveAttribute('lang');
    expect(screen.getByText('3 تصاویر دکھائی جا رہی ہیں')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Doctors at work' }));
    expect(screen.getByRole('dialog', { name: '3 میں سے تصویر 1: Doctors at work' })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'بند کریں' })).toHaveFocus();
    expect(within(screen.getByRole('dialog')).getByText('1 / 3').tagName).toBe('BDI');
    // In Urdu the next picture is to the left.
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: '3 میں سے تصویر 2: Queue at dawn' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: /3 میں سے تصویر 1/ })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Moments from forty|pictures shown|Picture \d of/);
  });
});
