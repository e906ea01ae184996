import type { Locale } from '../i18n/locales.ts';
import { CONTENT_FILES } from './files/content-files.ts';
import { fillFactsDeep } from './files/fact-names.ts';
import { factsIn } from './files/facts.ts';

/**
 * The company's yearly figures (content/financials.yaml), as the Investors page's table and hero chart and the
 * Financial Summary PDF show them. The headline metrics ("300%+" revenue growth, "500+" clients) must agree with
 * these: content.test.ts checks that they do.
 */
export type FigureFormat = 'usd-thousands' | 'percent' | 'count';

export interface FinancialRow {
  label: string;
  format: FigureFormat;
  /** One value per year of `FINANCIALS.years`. */
  values: readonly number[];
}

/** The table's words in one language: content/<language>/pages/investors.yaml, under financials. */
export interface FinancialsText {
  heading: string;
  caption: string;
  revenueLabel: string;
  revenueGrowthLabel: string;
  /** The labels of FINANCIALS.rows, in order. */
  rowLabels: readonly string[];
}

const FIGURES = CONTENT_FILES.financials;

export function financialsTextIn(locale: Locale): FinancialsText {
  const { rows, ...words } = fillFactsDeep(CONTENT_FILES.languages[locale].pages.investors.financials, factsIn(locale));
  return { ...words, rowLabels: FIGURES.rows.map((row) => rows[row.id] ?? row.id) };
}

export const FINANCIALS_TEXT: FinancialsText = financialsTextIn('en');

/** The figures of content/financials.yaml with their English labels. */
export const FINANCIALS: {
  heading: string;
  caption: string;
  years: readonly number[];
  revenue: FinancialRow & { format: 'usd-thousands' };
  rows: readonly FinancialRow[];
} = {
  heading: FINANCIALS_TEXT.heading,
  caption: FINANCIALS_TEXT.caption,
  years: FIGURES.years,
  revenue: { label: FINANCIALS_TEXT.revenueLabel, format: 'usd-thousands', values: FIGURES.revenue },
  rows: FIGURES.rows.map((row, index) => ({ label: FINANCIALS_TEXT.rowLabels[index]!, format: row.format, values: row.values })),
};

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

/** Every row of the table as text, revenue growth computed from revenue: what the page and the PDF print. */
export function financialTable(text: FinancialsText = FINANCIALS_TEXT): { label: string; cells: string[] }[] {
  const growth = yearOverYearGrowth(FINANCIALS.revenue.values);
  return [
    { label: text.revenueLabel, cells: FINANCIALS.revenue.values.map((value) => formatFigure(value, 'usd-thousands')) },
    { label: text.revenueGrowthLabel, cells: growth.map((value) => (value === null ? '–' : `+${value}%`)) },
    ...FINANCIALS.rows.map((row, index) => ({ label: text.rowLabels[index] ?? row.label, cells: row.values.map((value) => formatFigure(value, row.format)) })),
  ];
}
