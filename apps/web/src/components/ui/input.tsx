import { useId, type InputHTMLAttributes } from 'react';

interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | null;
  /** A limit or example shown under the field and read with it. */
  hint?: string;
}

/** A labelled text field; its hint and error are tied to it so that screen readers announce them. */
export function Input({ label, error, hint, id, className = '', ...props }: InputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="font-semibold">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`min-h-12 rounded-card border-2 border-muted/60 bg-surface aria-invalid:border-danger px-4 py-2 text-base text-ink placeholder:text-muted ${className}`}
        {...props}
      />
      {hint ? (
        <p id={hintId} className="text-base text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-base text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
