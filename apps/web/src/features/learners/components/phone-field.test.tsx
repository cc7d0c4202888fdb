import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhoneField } from './phone-field';

function Harness() {
  const [value, setValue] = useState('');
  return <PhoneField label="Phone number" value={value} onChange={(e) => setValue(e.target.value)} error={value.length > 3 ? 'Too long' : undefined} />;
}

describe('PhoneField', () => {
  it('blocks letters as they are typed or pasted, and links its error to the input', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Phone number');
    await userEvent.type(input, '+9a2b');
    expect(input).toHaveValue('+92');
    await userEvent.type(input, 'x3');
    expect(input).toHaveValue('+923');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Too long');
  });
});
