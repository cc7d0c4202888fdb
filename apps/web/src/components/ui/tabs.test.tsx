import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './tabs';

const items = ['Food', 'Livelihood', 'Funeral', 'Marriage'].map((label) => ({ key: label.toLowerCase(), label, panel: <p>{label} cards</p> }));

describe('the tabs', () => {
  it('follow the ARIA tabs pattern: one tab in the tab order, arrows (wrapping), Home and End move and select', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Tabs label="Programmes" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Programmes' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Food' })).toHaveTextContent('Food cards');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);

    await user.tab();
    expect(screen.getByRole('tab', { name: 'Food' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Marriage' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Marriage' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Food' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, -1, 0]);
    expect(screen.getByRole('tabpanel', { name: 'Marriage' })).toBeVisible();
    expect(screen.queryByRole('tabpanel', { name: 'Food' })).not.toBeInTheDocument(); // hidden panels leave the tree

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Food' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Livelihood' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Marriage' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Food' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Food' })).toHaveAttribute('aria-selected', 'true');

    // Tab leaves the tab list for the panel.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Food' })).toHaveFocus();
  });

  it('selects on click and wires each tab to its panel with unique ids', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <>
        <Tabs label="First" items={items} />
        <Tabs label="Second" items={items} defaultSelected="funeral" />
      </>,
    );
    const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);

    const second = screen.getByRole('tablist', { name: 'Second' });
    expect(second.querySelector('[aria-selected="true"]')).toHaveTextContent('Funeral');
    for (const tab of screen.getAllByRole('tab')) {
      const panel = document.getElementById(tab.getAttribute('aria-controls')!);
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', tab.id);
    }

    await user.click(screen.getAllByRole('tab', { name: 'Livelihood' })[0]!);
    expect(screen.getAllByRole('tab', { name: 'Livelihood' })[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tabpanel').map((p) => p.textContent)).toEqual(['Livelihood cards', 'Funeral cards']);
  });

  it('can be controlled, and tells the owner what was chosen', async () => {
    const user = userEvent.setup({ delay: null });
    const onSelect = vi.fn();
    function Owner() {
      const [selected, setSelected] = useState('funeral');
      return (
        <Tabs
          label="Programmes"
          items={items}
          selected={selected}
          onSelect={(key) => {
            onSelect(key);
            setSelected(key);
          }}
        />
      );
    }
    render(<Owner />);
    expect(screen.getByRole('tab', { name: 'Funeral' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Funeral' }));
    await user.keyboard('{ArrowRight}');
    expect(onSelect).toHaveBeenLastCalledWith('marriage');
    expect(screen.getByRole('tabpanel', { name: 'Marriage' })).toBeVisible();
  });

  it('a controlled selection stays put until the owner moves it', async () => {
    const user = userEvent.setup({ delay: null });
    const onSelect = vi.fn();
    render(<Tabs label="Programmes" items={items} selected="food" onSelect={onSelect} />);
    await user.click(screen.getByRole('tab', { name: 'Funeral' }));
    expect(onSelect).toHaveBeenCalledWith('funeral');
    expect(screen.getByRole('tab', { name: 'Food' })).toHaveAttribute('aria-selected', 'true');
  });

  it('with mount="selected" renders only the shown panel, and keeps a keepMounted one alive while hidden', async () => {
    const user = userEvent.setup({ delay: null });
    const live: TabItem[] = [
      { key: 'video', label: 'Video', panel: <p>video player</p> },
      { key: 'audio', label: 'Audio', panel: <input aria-label="Volume" defaultValue="75" />, keepMounted: true },
    ];
    render(<Tabs label="Live stream" items={live} mount="selected" defaultSelected="audio" />);
    await user.clear(screen.getByLabelText('Volume'));
    await user.type(screen.getByLabelText('Volume'), '30');
    expect(screen.queryByText('video player')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Video' }));
    expect(screen.getByText('video player')).toBeVisible();
    expect(screen.getByLabelText('Volume')).not.toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Audio' }));
    expect(screen.queryByText('video player')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Volume')).toHaveValue('30');
  });

  it('a shared panel follows the selection and keeps what was typed in it', async () => {
    const user = userEvent.setup({ delay: null });
    const methods = [
      { key: 'wallet', label: 'Wallet' },
      { key: 'bank', label: 'Bank' },
    ];
    render(<Tabs label="Payment method" items={methods} panel={<input aria-label="Phone" />} focusablePanel={false} />);
    await user.type(screen.getByLabelText('Phone'), '0300');
    await user.click(screen.getByRole('tab', { name: 'Bank' }));
    const panel = screen.getByRole('tabpanel', { name: 'Bank' });
    expect(panel).not.toHaveAttribute('tabindex');
    expect(screen.getAllByRole('tab').map((t) => t.getAttribute('aria-controls'))).toEqual([panel.id, panel.id]);
    expect(screen.getByLabelText('Phone')).toHaveValue('0300');
  });

  it('keeps each caller’s look: classes for the list, the tabs (by selection) and the panels', () => {
    render(
      <Tabs
        label="Programmes"
        items={items}
        listClassName="list"
        tabClassName={(selected) => (selected ? 'on' : 'off')}
        panelClassName="panel"
        className="wrapper"
      />,
    );
    expect(screen.getByRole('tablist')).toHaveClass('list');
    expect(screen.getAllByRole('tab').map((t) => t.className)).toEqual(['on', 'off', 'off', 'off']);
    expect(screen.getByRole('tabpanel')).toHaveClass('panel');
    expect(screen.getByRole('tablist').parentElement).toHaveClass('wrapper');
  });
});
