import type { FINANCIALS as ENGLISH_FINANCIALS } from '../financials.ts';
import type { Words } from '../words.ts';

type Three<T> = readonly [T, T, T];

/**
 * The words of ../financials.ts in Spanish (the Investors table, its hero chart and the Financial Summary PDF).
 * The figures are not repeated: they are the English ones, formatted the same ("$2.54M", "72%").
 */
export const FINANCIALS_TEXT: Words<Pick<typeof ENGLISH_FINANCIALS, 'heading' | 'caption'>> & {
  revenueLabel: string;
  /** The computed row, written in financialTable(). */
  revenueGrowthLabel: string;
  /** The labels of FINANCIALS.rows, in order. */
  rowLabels: Three<string>;
} = {
  heading: 'Resultados financieros destacados',
  caption: 'Años fiscales que terminan el 31 de diciembre. Cifras no auditadas; ingresos en dólares estadounidenses.',
  revenueLabel: 'Ingresos',
  revenueGrowthLabel: 'Crecimiento de ingresos',
  rowLabels: ['Proporción de ingresos recurrentes', 'Clientes empresariales al cierre del año', 'Retención de clientes'],
};
