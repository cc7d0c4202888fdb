import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { WizardPage } from '../components/wizard/wizard-page';
import { renderAt, stubFetch } from './render';

/** What the API answers the wizard in component tests: a campaign with tasks, a book, countries, Stripe. */
const campaign = {
  data: {
    campaign_detail: {
      id: 2, title: 'Clean Water for Tharparkar', description: '', tags: [], image: '/uploads/campaigns/water.jpg', total_amount: 0, target_amount: 100000,
      tasks: [
        { id: 21, title: 'One hand pump', task_amount: 500 },
        { id: 22, title: 'A water cooler', task_amount: 1200.5 },
      ],
    },
  },
};
const book = { data: { book_detail: { id: 7, title: 'The Straight Path', author: 'x', thumbnail: '/uploads/books/path.jpg', price: 950, category: { id: 1, title: 'Faith' }, description: '', pages: 100 } } };
export const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
type Routes = Parameters<typeof stubFetch>[0];
/** Installs the answers (plus `extra`) and returns the calls made, to read what was sent. */
export const wizardRoutes = (extra: Routes = {}) =>
  stubFetch({
    'getSpecificCampaign/2': campaign,
    'getSpecificBook/7': book,
    getCountries: { data: { country_list: [{ id: 1, name: 'Pakistan', code: 'PK' }, { id: 2, name: 'United Kingdom', code: 'GB' }] } },
    'stripe/config': { publishable_key: 'pk_test_123', enabled: true },
    stripePayment: json(200, { success: true, reference: 'DN-7KQ2' }),
    ...extra,
  });
export const sentBody = (calls: ReturnType<typeof stubFetch>, path: string) => JSON.parse(String(calls.find((c) => c.path === path)!.init!.body));

export type User = ReturnType<typeof userEvent.setup>;
export const next = (user: User) => user.click(screen.getByRole('button', { name: /^Next/ }));

export async function fillBilling(user: User) {
  await user.type(screen.getByLabelText('First Name'), 'Ayesha');
  await user.type(screen.getByLabelText('Last Name'), 'Khan');
  await user.type(screen.getByLabelText('Email'), 'ayesha@example.pk');
  await user.type(screen.getByLabelText('Street Address'), '12 Canal Road');
  await user.selectOptions(screen.getByLabelText('Country'), await screen.findByRole('option', { name: 'Pakistan' }));
  await user.type(screen.getByLabelText('City'), 'Lahore');
  await user.type(screen.getByLabelText('Phone'), '+923001234567');
}

export async function toCardStep(user: User) {
  renderAt('/donationForm?type=CAMPAIGN&id=2', <WizardPage />);
  await user.click(await screen.findByRole('checkbox', { name: /One hand pump/ }));
  await next(user);
  await fillBilling(user);
  await next(user);
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  await next(user);
  await screen.findByRole('textbox', { name: 'Card number' });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled());
}
