import { FINANCIALS, formatFigure, yearOverYearGrowth } from '../../../shared/content/financials.ts';
import { usePageLocale } from '../site-content.tsx';

const CHART = { width: 360, height: 220, barWidth: 64, top: 28, bottom: 186 };

/** The Investors hero's picture: revenue by year, drawn to scale from the figures in the table below it. */
export function GrowthChart() {
  const { content } = usePageLocale();
  const words = content.chrome.growthChart;
  const { years, revenue } = FINANCIALS;
  const highest = Math.max(...revenue.values);
  const step = CHART.width / years.length;
  const growth = yearOverYearGrowth(revenue.values).at(-1);
  return (
    <figure aria-hidden="true" className="hero-art rounded-2xl bg-white p-5 shadow-2xl">
      <figcaption className="flex items-baseline justify-between text-sm font-semibold text-navy-900">
        {words.title(content.financials.revenueLabel)}
        <span className="rounded-full bg-teal-100 px-2 py-0.5 text-xs text-teal-700">{words.growthBadge(growth ?? 0, years.at(-1)!)}</span>
      </figcaption>
      <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} className="mt-3 h-auto w-full">
        <line x1="0" x2={CHART.width} y1={CHART.bottom} y2={CHART.bottom} className="stroke-slate-300" />
        {years.map((year, index) => {
          const value = revenue.values[index]!;
          const height = ((CHART.bottom - CHART.top) * value) / highest;
          const x = index * step + (step - CHART.barWidth) / 2;
          return (
            <g key={year}>
              <rect x={x} y={CHART.bottom - height} width={CHART.barWidth} height={height} rx="6" className={index === years.length - 1 ? 'fill-teal-700' : 'fill-ocean-700'} />
              <text x={x + CHART.barWidth / 2} y={CHART.bottom - height - 8} textAnchor="middle" fontSize="13" fontWeight="700" className="fill-navy-900">
                {formatFigure(value, revenue.format)}
              </text>
              <text x={x + CHART.barWidth / 2} y={CHART.bottom + 22} textAnchor="middle" fontSize="13" className="fill-slate-600">
                {year}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
