import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formMessages } from '@foundation/contract/form-messages';
import { setLocaleSource } from '../lib/locale';
import { notify } from '../lib/toast';
import { invalid, renderWithQuery, stubApi } from '../features/forms/testing/stub-api';
import ContactPage from './contact';
import NotFoundPage from './not-found';
import { createTestRouter } from '../test/memory-router';

vi.mock('../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

beforeEach(() => setLocaleSource(() => 'ur'));
afterEach(() => setLocaleSource(() => 'en'));

describe('the contact page in Urdu', () => {
  it('speaks Urdu: headings, labels, button, the server’s field messages and its thanks', async () => {
    let calls = 0;
    stubApi({
      settings: () => ({ body: { data: {} } }),
      saveContact: () => (++calls === 1 ? invalid({ name: [formMessages.nameRequired], phone: [formMessages.tooLong(20)] }) : { body: { message: formMessages.contactSaved } }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithQuery(<ContactPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'ہم آپ کی بات سننے کے منتظر ہیں' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ہمیں پیغام بھیجیں' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'رابطہ فارم' })).toBeInTheDocument();
    expect(screen.getByLabelText('نام')).toBeInTheDocument();
    expect(screen.getByLabelText('ای میل')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('موضوع')).toHaveAttribute('placeholder', 'کس بارے میں ہے؟');

    await user.click(screen.getByRole('button', { name: 'پیغام بھیجیں' }));
    await waitFor(() => expect(screen.getByLabelText('نام')).toHaveAccessibleDescription('براہِ کرم اپنا نام درج کریں۔'));
    expect(screen.getByLabelText('فون')).toHaveAccessibleDescription('براہِ کرم اسے 20 حروف سے کم رکھیں۔');

    await user.click(screen.getByRole('button', { name: 'پیغام بھیجیں' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('آپ کا پیغام کامیابی سے بھیج دیا گیا!'));

    for (const english of ['We would love to hear from you', 'Send us a message', 'All fields are needed', 'Send message', 'Subject', 'Please enter'])
      expect(document.body).not.toHaveTextContent(english);
  });

  it('says so in Urdu when a page is not found', () => {
    const { Provider } = createTestRouter('/nowhere');
    renderWithQuery(
      <Provider>
        <NotFoundPage />
      </Provider>,
    );
    expect(screen.getByRole('heading', { name: 'ہمیں یہ صفحہ نہیں مل سکا' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'صفحۂ اول پر واپس جائیں' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('We could not find');
  });
});
