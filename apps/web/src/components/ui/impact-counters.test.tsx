import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImpactCounters } from './impact-counters';

describe('ImpactCounters', () => {
  it('names the band, pairs each label with its figure, and adds a caption where there is one', () => {
    render(
      <ImpactCounters
        title="Our work in numbers"
        items={[
          { label: 'Serving since', from: 1985, to: 2025, group: false },
          { label: 'Readers', to: 1000, prefix: '~', suffix: '+', caption: 'every month' },
        ]}
      />,
    );
    const band = screen.getByRole('region', { name: 'Our work in numbers' });
    expect(within(band).getAllByRole('term').map((t) => t.textContent)).toEqual(['Serving since', 'Readers']);
    // Screen readers get the final figure at once; the count-up is decoration.
    expect(within(band).getByText('2025', { selector: '.sr-only' })).toBeInTheDocument();
    expect(within(band).getByText('~1,000+', { selector: '.sr-only' })).toBeInTheDocument();
    expect(within(band).getByText('every month')).toBeInTheDocument();
  });
});
