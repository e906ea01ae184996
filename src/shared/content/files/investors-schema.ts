import { z } from 'zod';
import { icon, kebabId, list, stat, text } from './content-rules.ts';

/**
 * The Investors page's files: content/<language>/pages/investors.yaml (its words, metrics and documents, and the
 * financial table's labels) and content/financials.yaml (the yearly figures every language shows). Lists may have
 * any length but must not be empty.
 */

const metric = z.strictObject({ title: text, value: text, description: text, period: text });

export const investorsPageFile = z.strictObject({
  hero: z.strictObject({ eyebrow: text, title: text, lead: text }),
  metricsEyebrow: text,
  metricsHeading: text,
  metrics: list(metric, 'metrics'),
  highlightsEyebrow: text,
  highlightsHeading: text,
  highlights: list(z.strictObject({ icon, title: text, text }), 'highlights'),
  market: z.strictObject({ eyebrow: text, heading: text, lead: text, figures: list(stat, 'figures') }),
  whyNow: z.strictObject({ heading: text, points: list(z.strictObject({ title: text, text }), 'points') }),
  documentsEyebrow: text,
  documentsHeading: text,
  downloadLabel: text,
  /** Each document's PDF is <company>-<id>.pdf, built by scripts/build/downloads. */
  documents: list(z.strictObject({ id: kebabId, title: text, description: text }), 'documents'),
  contact: z.strictObject({ heading: text, text, scheduleLabel: text, messageLabel: text }),
  financials: z.strictObject({ heading: text, caption: text, revenueLabel: text, revenueGrowthLabel: text, rows: z.record(kebabId, text) }),
});

export type InvestorsPageFile = z.infer<typeof investorsPageFile>;

const figure = z.number({ error: 'must be a number without $, % or commas, e.g. 2540' });
const figures = z.array(figure, { error: 'must be a list with one number per year, e.g. [180, 610, 2540]' });

export const financialsFile = z
  .strictObject({
    years: z.array(z.int({ error: 'must be a year, e.g. 2024' }).min(1900).max(2100), { error: 'must be a list of years, e.g. [2021, 2022, 2023]' }).min(1, 'has no year: add at least one'),
    revenue: figures,
    rows: z.array(z.strictObject({ id: kebabId, format: z.enum(['percent', 'count'], { error: 'must be percent or count' }), values: figures })),
  })
  .superRefine(({ years, revenue, rows }, context) => {
    const check = (values: readonly number[], path: (string | number)[]) => {
      if (values.length !== years.length) context.addIssue({ code: 'custom', path, message: `has ${values.length} values for ${years.length} years: give one value per year, in the order of years` });
    };
    check(revenue, ['revenue']);
    rows.forEach((row, index) => check(row.values, ['rows', index, 'values']));
    if (new Set(rows.map((row) => row.id)).size !== rows.length) context.addIssue({ code: 'custom', path: ['rows'], message: 'names a row id twice: give each row its own id' });
  });

export type FinancialsFile = z.infer<typeof financialsFile>;
