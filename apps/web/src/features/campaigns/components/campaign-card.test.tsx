import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestRouter, TestRoutes } from '../../../test/memory-router';
import { describe, expect, it } from 'vitest';
import { CampaignCard } from './campaign-card';

const campaign = { id: 12, title: 'Winter Meals', description: 'Hot meals for hospital families.', tags: ['Food', 'Lahore'], image: '/uploads/campaigns/meals.svg', total_amount: 1250000.5, target_amount: 5000000 };

describe('a campaign card', () => {
  it('shows the amounts in rupees, the progress, and remembers the image when Donate is chosen', async () => {
    const user = userEvent.setup({ delay: null });
    const { Provider } = createTestRouter('/');
    render(
      <Provider>
        <TestRoutes ui={<CampaignCard campaign={campaign} />} pattern="/" others={{ '/donation': <p>Donation page</p> }} />
      </Provider>,
    );
    expect(screen.getByText('Rs 1,250,000.5')).toBeInTheDocument();
    expect(screen.getByText('Rs 5,000,000')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('FoodLahore');
    const bar = screen.getByRole('progressbar', { name: 'Raised for Winter Meals' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    const donate = screen.getByRole('link', { name: 'Donate' });
    expect(donate).toHaveAttribute('href', '/donation?type=CAMPAIGN&id=12&title=Winter+Meals');
    await user.click(donate);
    expect(localStorage.getItem('compaign_image_12')).toBe('/uploads/campaigns/meals.svg');
    expect(screen.getByText('Donation page')).toBeInTheDocument();
  });
});
