import type { ReactNode } from 'react';
import { Label } from './ui/label';

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Rendered next to the label (e.g. a "Forgot password?" link). */
  labelAside?: ReactNode;
  children: ReactNode;
}

/** Label + control + inline error. Give the control id, aria-invalid and aria-describedby={errorId(id)}. */
export function FormField({ id, label, error, hint, labelAside, children }: FormFieldProps) {
  return (
    <div className="grid grid-cols-1 gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children}
      {hint && !error && <p className="text-xs text-stone-500">{hint}</p>}
      {error && (
        <p id={errorId(id)} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function errorId(id: string): string {
  return `${id}-error`;
}

/** Props wiring a control to its FormField error. */
export function fieldA11y(id: string, error: string | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId(id) : undefined,
  } as const;
}
