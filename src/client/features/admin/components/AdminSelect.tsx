import type { ReactNode } from 'react';

/** A labelled drop-down of the staff pages: the filters, the meetings' period, a lead's status. */
export function AdminSelect({
  id,
  label,
  value,
  onChange,
  busy,
  className,
  children,
}: {
  id: string;
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  /** A change is being saved. */
  busy?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} className="field-input" value={value} aria-busy={busy} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}
