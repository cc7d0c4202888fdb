import type { ComponentProps } from 'react';
import { TextField } from '../../../components/ui/field';

/** Letters out, everything else kept: the server says whether what is left is a phone number. */
export const withoutLetters = (value: string) => value.replace(/\p{L}/gu, '');

/** The phone field of spec point 5: letters never make it in, whether typed or pasted. */
export function PhoneField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'filter'>) {
  return <TextField type="tel" inputMode="tel" dir="ltr" autoComplete="tel" placeholder="+923001234567" {...props} filter={withoutLetters} />;
}
