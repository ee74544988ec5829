import { useId, type InputHTMLAttributes } from 'react';

interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | null;
}

/** A labelled text field; its error is tied to it so that screen readers announce both. */
export function Input({ label, error, id, className = '', ...props }: InputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="font-semibold">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`min-h-12 rounded-card border-2 border-muted/60 bg-surface px-4 py-2 text-base text-ink placeholder:text-muted ${className}`}
        {...props}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-base text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
