import type { ReactNode } from 'react';
import { cx, ui } from '../../components';
import { fieldId } from './paths';

/** The ids and attributes an input takes to be named, described and marked invalid. */
export interface Control {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export function controlFor(path: string, error: string | undefined, hint: string | undefined): Control {
  const id = fieldId(path);
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined };
}

interface ShellProps {
  path: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  children: ReactNode;
  className?: string;
  /**
   * label: one input named by a <label>; group: several controls (map point, media, rows) in a
   * fieldset named by its legend; bare: the control names itself (a switch).
   */
  mode?: 'label' | 'group' | 'bare';
}

/** Label, hint, the input and its error right under it: the order a person reads a field in. */
export function FieldShell({ path, label, hint, error, required, children, className, mode = 'label' }: ShellProps) {
  const id = fieldId(path);
  const name = (
    <>
      {label}
      {required && (
        <span className="font-normal text-muted">
          {' '}
          (required)
        </span>
      )}
    </>
  );
  const notes = (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={ui.fieldError}>
          {error}
        </p>
      )}
    </>
  );
  if (mode === 'bare')
    return (
      <div className={cx('min-w-0', className)}>
        {children}
        {notes}
      </div>
    );
  if (mode === 'group')
    return (
      <fieldset className={cx('min-w-0', className)} aria-describedby={[hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined}>
        <legend id={`${id}-label`} className={ui.label}>
          {name}
        </legend>
        <div className="mt-1">{children}</div>
        {notes}
      </fieldset>
    );
  return (
    <div className={cx('min-w-0', className)}>
      <label htmlFor={id} className={ui.label} id={`${id}-label`}>
        {name}
      </label>
      <div className="mt-1">{children}</div>
      {notes}
    </div>
  );
}
