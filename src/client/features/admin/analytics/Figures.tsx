/** A few named figures in two columns: a term, then its value. */
export function Figures({ items }: { items: [string, string][] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
      {items.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-600">{term}</dt>
          <dd className="text-right font-semibold text-navy-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
