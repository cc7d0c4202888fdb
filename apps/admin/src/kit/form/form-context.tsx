import { createContext, use } from 'react';
import type { Values } from '../types';
import type { Errors } from './validate';

export interface FormApi {
  values: Values;
  errors: Errors;
  get: (path: string) => unknown;
  set: (path: string, value: unknown) => void;
  /** While saving, inputs stay as they are. */
  busy: boolean;
  /** The level a row of ordered children is titled at: under a section's h2, h3. */
  rowHeading: 'h2' | 'h3';
}

export const FormContext = createContext<FormApi | null>(null);

export function useForm(): FormApi {
  const form = use(FormContext);
  if (!form) throw new Error('A field outside its form');
  return form;
}
