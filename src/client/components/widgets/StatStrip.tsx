/** A figure with what it measures. */
export interface StatCard {
  value: string;
  title: string;
  description: string;
  /** When the figure was measured, in small capitals under it. */
  period: string;
}

/** A row of headline figures, each a centred card: the investor metrics. */
export function StatStrip({ stats, className }: { stats: readonly StatCard[]; className: string }) {
  return (
    <ul className={className}>
      {stats.map((stat) => (
        <li key={stat.title} className="card text-center">
          <p className="text-4xl font-extrabold text-ocean-700">{stat.value}</p>
          <h3 className="mt-2 text-lg font-semibold text-navy-900">{stat.title}</h3>
          <p className="mt-2 text-sm text-slate-600">{stat.description}</p>
          <p className="mt-3 text-xs font-medium tracking-wide text-slate-600 uppercase">{stat.period}</p>
        </li>
      ))}
    </ul>
  );
}
