import type { ReactNode } from 'react';

/** Class lists shared by every screen, so buttons and fields look and focus alike. */
export const ui = {
  button:
    'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-70',
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  input:
    'block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-sm text-ink aria-[invalid=true]:border-red-700',
  label: 'block text-sm font-semibold text-ink',
  fieldError: 'mt-1 text-sm text-red-800',
  link: 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900',
};

export const cx = (...classes: (string | false | null | undefined)[]) => classes.filter(Boolean).join(' ');

export function Alert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="rounded-md border border-red-700 bg-red-50 px-4 py-3 text-sm text-red-900">
      {children}
    </div>
  );
}

/** The one foundation name staff see in the header and on the sign-in screen. */
export const FOUNDATION_NAME = 'The Foundation';
