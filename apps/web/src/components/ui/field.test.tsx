import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CheckboxField, SelectField, TextField } from './field';

describe('the field kit', () => {
  it('ties a hint and an error to their input, and marks it invalid only with an error', () => {
    const { rerender } = render(<TextField label="Phone" hint="With your country code." />);
    const input = screen.getByLabelText('Phone');
    expect(input).toHaveAccessibleDescription('With your country code.');
    expect(input).not.toHaveAttribute('aria-invalid');
    rerender(<TextField label="Phone" hint="With your country code." error="Enter a phone number." />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('With your country code. Enter a phone number.');
  });

  it('keeps refused characters out of a filtered field, typed or pasted', async () => {
    const user = userEvent.setup();
    render(<TextField label="CNIC" filter={(v) => v.replace(/[^\d-]/g, '')} />);
    const input = screen.getByLabelText('CNIC');
    await user.type(input, '35a202-');
    await user.paste('12x34');
    expect(input).toHaveValue('35202-1234');
  });

  it('lists a dropdown’s options after the ones given as children', () => {
    render(
      <SelectField label="Country" defaultValue="" options={[{ value: 7, label: 'Pakistan' }]}>
        <option value="">Choose your country</option>
      </SelectField>,
    );
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose your country', 'Pakistan']);
  });

  it('names a checkbox by its statement and describes it by its note or its error', async () => {
    function Harness() {
      const [checked, setChecked] = useState(false);
      return (
        <CheckboxField checked={checked} onChange={setChecked} note={checked ? undefined : 'Tick the box to go on.'} error={checked ? 'Not this one.' : undefined}>
          I agree
        </CheckboxField>
      );
    }
    render(<Harness />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAccessibleDescription('Tick the box to go on.');
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Not this one.');
  });
});
