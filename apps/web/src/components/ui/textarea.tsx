import type { TextareaHTMLAttributes } from 'react';
import { Field, type FieldProps } from './field';

type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & FieldProps;

/** A labelled text area for longer writing. */
export function Textarea({ label, error, hint, id, className = '', ...props }: TextareaProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      {(control) => (
        <textarea
          {...control}
          rows={5}
          className={`min-h-32 rounded-card border-2 border-muted/60 bg-surface aria-invalid:border-danger px-4 py-2 text-base leading-relaxed text-ink placeholder:text-muted ${className}`}
          {...props}
        />
      )}
    </Field>
  );
}
