import { SALES_LINE_STEPS, type AnalyticsReport, type SalesLineRow, type SpeedFigures } from '../../../../shared/analytics/analytics-report.ts';
import { ANALYTICS_COPY } from './analytics-copy.ts';
import { formatDuration } from './analytics-range.ts';
import { Figures } from './Figures.tsx';
import { count, csvUrl } from './report-format.ts';
import { ReportTable, type Column } from './ReportTable.tsx';

const salesLineColumns = (keyHeader: string): Column<SalesLineRow>[] => [
  { header: keyHeader, cell: (row) => row.key },
  ...SALES_LINE_STEPS.map((step) => ({ header: step.label, cell: (row: SalesLineRow) => count(row[step.key]), numeric: true })),
];

const copy = ANALYTICS_COPY.salesLine;

const SALES_LINE_TABLES = [
  { id: 'sales-line-by-source', ...copy.bySource, rows: (report: AnalyticsReport) => report.salesLineBySource },
  { id: 'sales-line-by-week', ...copy.byWeek, rows: (report: AnalyticsReport) => report.salesLineByWeek },
] as const;

const speedItems = (label: string, figures: SpeedFigures): [string, string][] => [
  [copy.median(label), formatDuration(figures.medianSeconds)],
  [copy.p95(label), formatDuration(figures.p95Seconds)],
  [copy.leads(label), count(figures.leads)],
];

/**
 * The sales line: what our call-backs did for the range's leads (attempts, a person reached, voicemails, transfers to
 * sales, meetings booked on a call), in all, by source and by week, and how fast the first call and the first
 * conversation came.
 */
export function SalesLine({ report }: { report: AnalyticsReport }) {
  const { range, salesLineTotals: totals, salesLineSpeed: speed } = report;
  return (
    <>
      <section aria-labelledby="sales-line-title" className="card space-y-3">
        <h2 id="sales-line-title" className="text-xl font-semibold text-navy-900">
          {copy.title}
        </h2>
        <p className="text-sm text-slate-600">{copy.intro}</p>
        <div className="grid gap-6 lg:grid-cols-2" data-figures="sales-line">
          <Figures items={SALES_LINE_STEPS.map((step) => [step.label, count(totals[step.key])])} />
          <Figures items={[...speedItems(copy.toFirstCall, speed.firstAttempt), ...speedItems(copy.toFirstConversation, speed.firstConversation)]} />
        </div>
      </section>
      {SALES_LINE_TABLES.map((table) => (
        <ReportTable
          key={table.id}
          id={table.id}
          title={table.title}
          description={table.description}
          rows={table.rows(report)}
          columns={salesLineColumns(table.keyHeader)}
          csvUrl={csvUrl(table.id, range)}
          empty={copy.empty}
          rowKey={(row) => row.key}
        />
      ))}
    </>
  );
}
