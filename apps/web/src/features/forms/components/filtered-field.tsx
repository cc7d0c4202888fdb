import type { ComponentProps } from 'react';
import { filterInput } from '../lib/input-filters';
import { TextField } from './fields';

type Props = Omit<ComponentProps<typeof TextField>, 'onChange'> & {
  /** Keeps only the characters the field accepts: refused ones never appear, typed or pasted. */
  filter: (value: string) => string;
  onChange?: () => void;
};

/** A text field for numbers people write with a few symbols: phones and CNICs. */
export function FilteredField({ filter, onChange, ...props }: Props) {
  return (
    <TextField
      {...props}
      onChange={(event) => {
        filterInput(event.currentTarget, filter);
        onChange?.();
      }}
    />
  );
}
