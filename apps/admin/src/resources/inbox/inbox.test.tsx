import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEY } from '../../lib/session';
import { json, renderApp } from '../../test/helpers';
import { fakeApi, page } from '../../kit/test/fake-api';

const message = (over: Record<string, unknown> = {}) => ({
  id: 5,
  form: 'contact',
  name: 'Sara Malik',
  email: 'sara@example.com',
  phone: '+92 300 1234567',
  subject: 'Receipt',
  message: 'Where is my donation receipt?\nI paid on Friday.',
  status: 'new',
  assignee_id: null,
  assignee_name: null,
  note: '',
  created_at: '2026-11-20T09:30:00Z',
  handled_at: null,
  ...over,
});

const assignees = () => page([{ id: 2, name: 'Ayesha Reviewer', email: 'reviewer@foundation.test' }]);

/** A session with a role, as the sign-in stores it. */
function signedInAs(role: 'admin' | 'editor' | 'finance') {
  sessionStorage.setItem(
    SESSION_KEY,
    JSON.stringify({ token: 'staff-token', expires_at: new Date(Date.now() + 3_600_000).toISOString(), staff: { name: 'Ayesha Reviewer', email: 'reviewer@foundation.test', role } }),
  );
}

// A first render of a whole form can take more than a second on a busy two-core machine.
configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

describe('contact messages', () => {
  it('shows what the visitor wrote, and marks the message done with a note and an assignee', async () => {
    signedInAs('editor');
    const api = fakeApi({
      'GET /contact-messages/5': () => json(200, { data: message() }),
      'GET /assignees': assignees,
      'PATCH /contact-messages/5': (_url, init) =>
        json(200, { data: message({ ...(JSON.parse(String(init.body)) as object), assignee_name: 'Ayesha Reviewer', handled_at: '2026-11-24T10:00:00Z' }) }),
    });
    renderApp('/contact-messages/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt (Contact)' })).toBeInTheDocument();

    // The visitor's words are read, not edited; the e-mail and the phone start a reply.
    expect(screen.getByText(/Where is my donation receipt\?/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'sara@example.com' })).toHaveAttribute('href', 'mailto:sara@example.com');
    expect(screen.getByRole('link', { name: '+92 300 1234567' })).toHaveAttribute('href', 'tel:+923001234567');

    await userEvent.selectOptions(screen.getByLabelText(/^Status/), 'Done');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Ayesha Reviewer' })).toBeInTheDocument());
    await userEvent.selectOptions(screen.getByLabelText('Assignee'), 'Ayesha Reviewer');
    await userEvent.type(screen.getByLabelText('Internal note'), 'Sent the receipt again.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    // Only what staff set is sent: nothing the visitor wrote.
    expect(api.bodies.find((b) => b.call === 'PATCH /api/admin/contact-messages/5')!.body).toEqual({ status: 'done', assignee_id: 2, note: 'Sent the receipt again.' });
    expect(screen.getByText('24 Nov 2026, 3:00 pm')).toBeInTheDocument();
    // Spam can go; asking first.
    expect(screen.getByRole('button', { name: /Delete/ })).toBeInTheDocument();
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  }, 20_000);

  it('lists messages with no New button, downloads the filtered list as CSV, and counts the new ones in the navigation', async () => {
    signedInAs('editor');
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const api = fakeApi({
      'GET /contact-messages': (url) => (url.searchParams.get('per_page') === '1' ? page([], 3) : page([message()])),
      'GET /memberships': () => page([], 0),
      'GET /assignees': assignees,
      'GET /contact-messages/export.csv': () => new Response('\uFEFFId,Name\n5,Sara Malik\n', { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    });
    const { router } = renderApp('/contact-messages?status=new&q=receipt');
    await screen.findByRole('table', { name: /Contact messages/ });
    expect(screen.queryByRole('link', { name: /New contact message/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Contact messages, 3 new' })).toBeInTheDocument();
    // No count is asked for where the role may not look, nor shown where nothing waits.
    expect(api.calls.some((c) => c.includes('book-orders'))).toBe(false);
    expect(screen.getByRole('link', { name: 'Membership applications' })).toBeInTheDocument();

    // A date range is two days in the address, and the export takes them with the rest.
    fireEvent.change(screen.getByLabelText('Received from'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=receipt&status=new&from=2026-11-01'));
    await waitFor(() => expect(api.calls).toContain('GET /api/admin/contact-messages?page=1&per_page=25&sort=-created_at&q=receipt&status=new&from=2026-11-01'));

    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    // In the list's order: the default sort, or the one the staff member chose.
    expect(api.calls).toContain('GET /api/admin/contact-messages/export.csv?q=receipt&status=new&from=2026-11-01&sort=-created_at');
    await userEvent.click(screen.getByRole('button', { name: /^From/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=receipt&status=new&from=2026-11-01&sort=name'));
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(api.calls).toContain('GET /api/admin/contact-messages/export.csv?q=receipt&status=new&from=2026-11-01&sort=name'));
  }, 20_000);
});

const order = (over: Record<string, unknown> = {}) => ({
  id: 9,
  reference: 'FD-20261120-BOOK01',
  buyer_name: 'Zainab Ali',
  email: 'zainab@example.com',
  phone: '+923004445566',
  book_title: 'The Garden of Mercy',
  copies: 3,
  amount: 2550,
  payment_method: 'jazz_cash',
  payment_status: 'verified',
  paid: true,
  fulfilment: 'printing',
  created_at: '2026-11-20T09:30:00Z',
  book_id: 4,
  street_address: '7 Mall Road',
  city: 'Lahore',
  country: 'Pakistan',
  tracking_note: '',
  ...over,
});

describe('book orders', () => {
  it('ships a paid order with its tracking note, after the API asks for one', async () => {
    signedInAs('finance');
    let tries = 0;
    const api = fakeApi({
      'GET /book-orders/9': () => json(200, { data: order() }),
      'PATCH /book-orders/9': (_url, init) => {
        const body = JSON.parse(String(init.body)) as { tracking_note: string };
        if (++tries === 1 && !body.tracking_note)
          return json(422, { message: 'The data given is not valid.', errors: { tracking_note: ['Tracking note is required when the order is shipped.'] } });
        return json(200, { data: order(body) });
      },
    });
    renderApp('/book-orders/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Book order FD-20261120-BOOK01' })).toBeInTheDocument();
    expect(screen.getByText('The Garden of Mercy')).toBeInTheDocument();
    expect(screen.getByText('Rs 2,550')).toBeInTheDocument();
    // An order is never deleted here.
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText(/^Fulfilment/), 'Shipped');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Tracking note')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Tracking note')).toHaveAccessibleDescription(/Tracking note is required when the order is shipped\./);

    await userEvent.type(screen.getByLabelText('Tracking note'), 'TCS 7731 0042 1189');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(api.bodies.filter((b) => b.call === 'PATCH /api/admin/book-orders/9').map((b) => b.body)).toEqual([
      { fulfilment: 'shipped', tracking_note: '' },
      { fulfilment: 'shipped', tracking_note: 'TCS 7731 0042 1189' },
    ]);
  }, 20_000);
});

describe('enrolments', () => {
  it('are read: no form to save, no delete, progress in words', async () => {
    signedInAs('editor');
    fakeApi({
      'GET /enrolments/3': () =>
        json(200, {
          data: { id: 3, name: 'Amina Tariq', email: 'amina@example.org', phone: '+923001234567', address: '12 Canal Road, Lahore', course_id: 1, course_title: 'Tajweed', enrolled_at: '2026-11-01T10:00:00Z', view_index: 4, lessons: 4, completed: true, progress: 'Completed', learner_id: 8, updated_at: '2026-11-02T10:00:00Z' },
        }),
    });
    renderApp('/enrolments/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Amina Tariq: Tajweed' })).toBeInTheDocument();
    const progress = screen.getByText('Progress').closest('dl')!;
    expect(within(progress).getByText('Completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  }, 20_000);
});

describe('membership applications', () => {
  it('tell an editor which personal fields their role does not see, never "Not given"', async () => {
    signedInAs('editor');
    const hidden = ['cnic_number', 'date_of_birth', 'present_address', 'permanent_address'];
    fakeApi({
      'GET /memberships/6': () =>
        json(200, {
          data: {
            id: 6, form_type: 'active', full_name: 'Bilal Ahmed', email: 'bilal@example.com', mobile_number: '+923001112233', country: 'Pakistan', country_id: 1, city: 'Multan',
            message: 'I can give my weekends.', father_name: 'Ahmed Raza', gender: 'male', province: 'Punjab', district: 'Multan', tehsil: 'Multan Saddar', whatsapp_number: null,
            education: 'BSc', cnic_number: null, date_of_birth: null, present_address: null, permanent_address: null, hidden_fields: hidden,
            status: 'new', assignee_id: null, assignee_name: null, note: '', created_at: '2026-11-20T09:30:00Z', handled_at: null,
          },
        }),
      'GET /assignees': assignees,
    });
    renderApp('/memberships/6');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bilal Ahmed' })).toBeInTheDocument();
    for (const label of ['CNIC', 'Date of birth', 'Present address', 'Permanent address']) {
      expect(within(screen.getByText(label, { selector: 'dt' }).closest('dl')!).getByText('Hidden for your role')).toBeInTheDocument();
    }
    // A field the applicant left empty still says so.
    expect(within(screen.getByText('WhatsApp', { selector: 'dt' }).closest('dl')!).getByText('Not given')).toBeInTheDocument();
  }, 20_000);
});
