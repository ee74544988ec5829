import type { InputHTMLAttributes } from 'react';
import { Field, type FieldProps } from './field';

type InputProps = InputHTMLAttributes<HTMLInputElement> & FieldProps;

/** A labelled text field. */
export function Input({ label, error, hint, id, className = '', ...props }: InputProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      {(control) => (
        <input
          {...control}
          className={`min-h-12 rounded-card border-2 border-muted/60 bg-surface aria-invalid:border-danger px-4 py-2 text-base text-ink placeholder:text-muted ${className}`}
          {...props}
        />
      )}
    </Field>
  );
}
