import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { passages } from '../data/passages';
import { ReadMore } from './read-more';

describe('the spirituality read-more', () => {
  it('reveals one passage per click, moves focus to it, and leaves after the thirteenth', { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    render(<ReadMore />);
    expect(passages).toHaveLength(13);
    expect(screen.getAllByRole('article')).toHaveLength(1);
    for (let shown = 2; shown <= 13; shown++) {
      await user.click(screen.getByRole('button', { name: 'Read more' }));
      expect(screen.getAllByRole('article')).toHaveLength(shown);
      expect(screen.getByRole('article', { name: new RegExp(passages[shown - 1]!.title) })).toHaveFocus();
    }
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
  });
});
