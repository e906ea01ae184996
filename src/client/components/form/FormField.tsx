import type { ReactNode } from 'react';

/** A labelled field with an asterisk when required and an inline error linked by aria-describedby. */
export function FormField({
  id,
  label,
  required,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {' '}*
          </span>
        ) : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** ARIA and identity props for an input inside FormField. */
export function fieldControlProps(id: string, name: string, error: string | undefined) {
  return {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: 'field-input',
  } as const;
}
