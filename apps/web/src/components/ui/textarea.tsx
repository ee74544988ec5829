import { useId, type TextareaHTMLAttributes } from 'react';

interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | null;
  /** Shown under the field and read with it, e.g. how many characters are left. */
  hint?: string;
}

/** A labelled text area for longer writing, with the same hint and error wiring as Input. */
export function Textarea({ label, error, hint, id, className = '', ...props }: TextareaProps) {
  const generated = useId();
  const areaId = id ?? generated;
  const errorId = `${areaId}-error`;
  const hintId = `${areaId}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={areaId} className="font-semibold">
        {label}
      </label>
      <textarea
        id={areaId}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`min-h-32 rounded-card border-2 border-muted/60 bg-surface aria-invalid:border-danger px-4 py-2 text-base leading-relaxed text-ink placeholder:text-muted ${className}`}
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
