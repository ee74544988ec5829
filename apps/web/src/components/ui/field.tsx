import { useId, type ReactNode } from 'react';

export interface FieldProps {
  label: string;
  error?: string | null;
  /** A limit or example shown under the field and read with it. */
  hint?: string;
  id?: string;
}

/** What the control inside the frame must carry to be tied to its label, hint and error. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The frame of every labelled form control: the label above it, and its hint and error below,
 * tied to it so that screen readers announce them with the field.
 */
export function Field({
  label,
  error,
  hint,
  id,
  children,
}: FieldProps & { children: (control: FieldControl) => ReactNode }) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={controlId} className="font-semibold">
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
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
