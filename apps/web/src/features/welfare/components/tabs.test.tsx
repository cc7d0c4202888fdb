import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const tabs = ['Food', 'Livelihood', 'Funeral', 'Marriage'].map((label) => ({ key: label, label, panel: <p>{label} cards</p> }));

describe('the welfare tabs', () => {
  it('follow the ARIA tabs pattern: one tab in the tab order, arrows, Home and End', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Tabs label="Programmes" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Programmes' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Food' })).toHaveTextContent('Food cards');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);

    await user.click(screen.getByRole('tab', { name: 'Food' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Marriage' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Marriage' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Marriage' })).toBeVisible();
    expect(screen.queryByRole('tabpanel', { name: 'Food' })).not.toBeInTheDocument(); // hidden panels leave the tree

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Food' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Marriage' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Food' })).toHaveAttribute('aria-selected', 'true');
  });
});
