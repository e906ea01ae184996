/**
 * The company's yearly figures, as the Investors page's table and hero chart and the Financial Summary
 * PDF show them. The headline metrics ("300%+" revenue growth, "500+" clients) must agree with these:
 * content.test.ts checks that they do.
 */
export type FigureFormat = 'usd-thousands' | 'percent' | 'count';

export interface FinancialRow {
  label: string;
  format: FigureFormat;
  /** One value per year of `FINANCIALS.years`. */
  values: readonly [number, number, number];
}

export const FINANCIALS = {
  heading: 'Financial Highlights',
  caption: 'Fiscal years ending December 31. Unaudited; revenue in US dollars.',
  years: [2021, 2022, 2023] as const,
  revenue: { label: 'Revenue', format: 'usd-thousands', values: [180, 610, 2_540] } satisfies FinancialRow,
  rows: [
    { label: 'Recurring share of revenue', format: 'percent', values: [58, 66, 72] },
    { label: 'Business clients at year end', format: 'count', values: [48, 160, 512] },
    { label: 'Client retention', format: 'percent', values: [88, 91, 94] },
  ] satisfies FinancialRow[],
} as const;

/** "$2.54M", "72%", "512". */
export function formatFigure(value: number, format: FigureFormat): string {
  if (format === 'usd-thousands') return `$${(value / 1000).toFixed(2)}M`;
  if (format === 'percent') return `${value}%`;
  return value.toLocaleString('en-US');
}

/** Year-over-year growth in percent, rounded; null for the first year. */
export function yearOverYearGrowth(values: readonly number[]): (number | null)[] {
  return values.map((value, index) => (index === 0 ? null : Math.round(((value - values[index - 1]!) / values[index - 1]!) * 100)));
}

/** The table's words in one language (es/financials.ts has the Spanish ones); the figures are the same in all. */
export interface FinancialsText {
  heading: string;
  caption: string;
  revenueLabel: string;
  revenueGrowthLabel: string;
  /** The labels of FINANCIALS.rows, in order. */
  rowLabels: readonly string[];
}

export const FINANCIALS_TEXT: FinancialsText = {
  heading: FINANCIALS.heading,
  caption: FINANCIALS.caption,
  revenueLabel: FINANCIALS.revenue.label,
  revenueGrowthLabel: 'Revenue growth',
  rowLabels: FINANCIALS.rows.map((row) => row.label),
};

/** Every row of the table as text, revenue growth computed from revenue: what the page and the PDF print. */
export function financialTable(text: FinancialsText = FINANCIALS_TEXT): { label: string; cells: string[] }[] {
  const growth = yearOverYearGrowth(FINANCIALS.revenue.values);
  return [
    { label: text.revenueLabel, cells: FINANCIALS.revenue.values.map((value) => formatFigure(value, 'usd-thousands')) },
    { label: text.revenueGrowthLabel, cells: growth.map((value) => (value === null ? '–' : `+${value}%`)) },
    ...FINANCIALS.rows.map((row, index) => ({ label: text.rowLabels[index] ?? row.label, cells: row.values.map((value) => formatFigure(value, row.format)) })),
  ];
}
