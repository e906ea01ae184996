export interface SectionHeaderProps {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  align?: 'center' | 'left';
}

/** A section's eyebrow, h2 and optional lead. */
export function SectionHeader({ id, eyebrow, title, lead, align = 'center' }: SectionHeaderProps) {
  return (
    <div className={align === 'center' ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {lead ? <p className="section-lead">{lead}</p> : null}
    </div>
  );
}

/** A list with a check mark before each item (features, use cases, what a plan includes). */
export function CheckList({ items, className = '' }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-slate-700">
          <svg viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-teal-700" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M8.1 14.3 3.8 10l1.4-1.4 2.9 2.9 6.7-6.7 1.4 1.4z" />
          </svg>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
