import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, stubApi } from '../test/render-page';
import DonatePage from './donate';
import WelfarePage from './welfare';

/** The API as a site with or without card keys answers it (GET stripe/config). */
const site = (cards: boolean) =>
  stubApi((url) =>
    url.pathname.endsWith('stripe/config')
      ? { body: { publishable_key: cards ? 'pk_test_1' : null, enabled: cards } }
      : url.pathname.endsWith('getCampaigns')
        ? { body: { data: { campaign_list: [] } } }
        : { body: { data: {} } },
  );

describe("the programmes' Give buttons", () => {
  it('open the wallet and bank form straight away when the site takes no cards, for the whole programme by its name', async () => {
    site(false);
    renderPage(<DonatePage />, { path: '/donate' });
    const water = screen.getByRole('link', { name: 'Donate to water projects' });
    await waitFor(() => expect(water).toHaveAttribute('href', '/donation?type=DONATION&title=Water+Projects'));
    expect(screen.getByRole('link', { name: 'Donate to education' })).toHaveAttribute('href', '/donation?type=DONATION&title=Education');
  });

  it('open the card wizard when it does', async () => {
    site(true);
    renderPage(<DonatePage />, { path: '/donate' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Donate to water projects' })).toHaveAttribute('href', '/donationForm?type=DONATION&title=Water+Projects'));
  });

  it("send a welfare card's Contribute to the wallet form for its category without cards, and to the wizard with them", async () => {
    site(false);
    const { unmount } = renderPage(<WelfarePage />, { path: '/welfare' });
    const panel = screen.getAllByRole('tabpanel')[0]!;
    await waitFor(() =>
      expect(within(panel).getAllByRole('link', { name: 'Contribute Your Portion' })[0]).toHaveAttribute('href', '/donation?type=DONATION&title=Schooling&is_donation=true&course_id=1'),
    );
    unmount();
    site(true);
    renderPage(<WelfarePage />, { path: '/welfare' });
    await waitFor(() =>
      expect(within(screen.getAllByRole('tabpanel')[0]!).getAllByRole('link', { name: 'Contribute Your Portion' })[0]).toHaveAttribute(
        'href',
        '/donationForm?type=DONATION&title=Schooling&is_donation=true&course_id=1',
      ),
    );
  });
});
