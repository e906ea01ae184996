import { useMemo, useState, type FormEvent } from 'react';
import { FUNNEL_STEPS, type AnalyticsReport, type FunnelRow, type ReportRange } from '../../../../shared/analytics/analytics-report.ts';
import { apiRequest } from '../../../lib/api-request.ts';
import { Link, navigate } from '../admin-router.tsx';
import { errorMessage, useAdminData } from '../use-admin-data.ts';
import { ANALYTICS_COPY } from './analytics-copy.ts';
import { ANALYTICS_PATH, changeOf, conversionOf, formatDuration, lastDays, rangeFromSearch, rangeQuery } from './analytics-range.ts';
import { Figures } from './Figures.tsx';
import { count, csvUrl } from './report-format.ts';
import { ReportTable, type Column } from './ReportTable.tsx';
import { SalesLine } from './SalesLine.tsx';
import { TrendChart } from './TrendChart.tsx';

const loadReport = async (range: ReportRange) => (await (await apiRequest('GET', `/api/admin/analytics?${rangeQuery(range)}`)).json()) as AnalyticsReport;

const PRESETS = [7, 30, 90, 365] as const;

function RangePicker({ range }: { range: ReportRange }) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to || from > to) {
      setError(ANALYTICS_COPY.range.invalid);
      return;
    }
    setError(null);
    navigate(`${ANALYTICS_PATH}?${rangeQuery({ from, to })}`);
  };
  return (
    <form onSubmit={submit} className="card flex flex-wrap items-end gap-4" aria-labelledby="range-title" noValidate>
      <h2 id="range-title" className="sr-only">
        {ANALYTICS_COPY.range.title}
      </h2>
      <div>
        <label htmlFor="range-from" className="field-label">
          {ANALYTICS_COPY.range.from}
        </label>
        <input id="range-from" type="date" className="field-input" value={from} max={to} onChange={(event) => setFrom(event.target.value)} aria-describedby={error ? 'range-error' : undefined} />
      </div>
      <div>
        <label htmlFor="range-to" className="field-label">
          {ANALYTICS_COPY.range.to}
        </label>
        <input id="range-to" type="date" className="field-input" value={to} min={from} onChange={(event) => setTo(event.target.value)} aria-describedby={error ? 'range-error' : undefined} />
      </div>
      <button type="submit" className="btn-primary">
        {ANALYTICS_COPY.range.show}
      </button>
      <nav aria-label={ANALYTICS_COPY.range.presets} className="flex flex-wrap gap-2 text-sm">
        {PRESETS.map((days) => (
          <Link key={days} href={`${ANALYTICS_PATH}?${rangeQuery(lastDays(days))}`} className="inline-flex min-h-11 items-center rounded-lg px-3 text-ocean-700 underline-offset-2 hover:underline">
            {ANALYTICS_COPY.range.lastDays(days)}
          </Link>
        ))}
      </nav>
      {error ? (
        <p id="range-error" role="alert" className="w-full text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </form>
  );
}

const SUMMARY = Object.entries(ANALYTICS_COPY.summary.figures) as [keyof typeof ANALYTICS_COPY.summary.figures, string][];

function Summary({ report }: { report: AnalyticsReport }) {
  return (
    <section aria-labelledby="summary-title">
      <h2 id="summary-title" className="sr-only">
        {ANALYTICS_COPY.summary.title}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-summary>
        {SUMMARY.map(([key, label]) => (
          <div key={key} className="card" data-figure={key}>
            <dt className="text-sm font-semibold text-slate-600">{label}</dt>
            <dd className="mt-1 text-3xl font-bold text-navy-900 tabular-nums" data-value>
              {count(report.totals[key])}
            </dd>
            <dd className="mt-1 text-sm text-slate-600">
              {changeOf(report.totals[key], report.previousTotals[key])} <span className="sr-only">{ANALYTICS_COPY.summary.comparedWith}</span>
              <span aria-hidden="true">{ANALYTICS_COPY.summary.versus}</span> {count(report.previousTotals[key])} {ANALYTICS_COPY.summary.before}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Funnel({ report }: { report: AnalyticsReport }) {
  return (
    <section aria-labelledby="funnel-title" className="card space-y-3 p-0">
      <div className="px-5 pt-5">
        <h2 id="funnel-title" className="text-xl font-semibold text-navy-900">
          {ANALYTICS_COPY.funnel.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{ANALYTICS_COPY.funnel.intro}</p>
      </div>
      {/* Focusable, so a keyboard can scroll a table wider than a phone (axe: scrollable-region-focusable). */}
        <div className="relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-navy-900" tabIndex={0}>
        <table className="w-full text-left text-sm" data-table="funnel">
          <caption className="sr-only">{ANALYTICS_COPY.funnel.title}</caption>
          <thead className="border-y border-slate-200 bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-5 py-2 font-semibold">
                {ANALYTICS_COPY.funnel.step}
              </th>
              <th scope="col" className="px-5 py-2 text-right font-semibold">
                {ANALYTICS_COPY.funnel.count}
              </th>
              <th scope="col" className="px-5 py-2 text-right font-semibold">
                {ANALYTICS_COPY.funnel.conversion}
              </th>
              <th scope="col" className="px-5 py-2 text-right font-semibold">
                {ANALYTICS_COPY.funnel.previousPeriod}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {FUNNEL_STEPS.map((step, index) => {
              const before = index > 0 ? FUNNEL_STEPS[index - 1]!.key : undefined;
              return (
                <tr key={step.key} data-step={step.key}>
                  <th scope="row" className="px-5 py-2 font-medium">
                    {step.label}
                  </th>
                  <td className="px-5 py-2 text-right tabular-nums" data-value>
                    {count(report.totals[step.key])}
                  </td>
                  <td className="px-5 py-2 text-right tabular-nums">{before ? conversionOf(report.totals[step.key], report.totals[before]) : ''}</td>
                  <td className="px-5 py-2 text-right tabular-nums">{count(report.previousTotals[step.key])}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

const funnelColumns = (keyHeader: string): Column<FunnelRow>[] => [
  { header: keyHeader, cell: (row) => row.key },
  ...FUNNEL_STEPS.map((step) => ({ header: step.label, cell: (row: FunnelRow) => count(row[step.key]), numeric: true })),
  { header: ANALYTICS_COPY.funnel.visitToLead, cell: (row) => conversionOf(row.leads, row.visits), numeric: true },
];

function Tables({ report }: { report: AnalyticsReport }) {
  const { range } = report;
  const { sources, campaigns, topPages, unansweredQuestions, landingPages, weeks, daily } = ANALYTICS_COPY.tables;
  return (
    <>
      <ReportTable
        id="funnel-by-source"
        title={sources.title}
        description={sources.description}
        rows={report.funnelBySource}
        columns={funnelColumns(sources.keyHeader)}
        csvUrl={csvUrl('funnel-by-source', range)}
        empty={sources.empty}
        rowKey={(row) => row.key}
      />
      <ReportTable
        id="campaigns"
        title={campaigns.title}
        rows={report.campaigns}
        columns={[
          { header: campaigns.columns.campaign, cell: (row) => row.campaign },
          { header: campaigns.columns.source, cell: (row) => row.source },
          { header: campaigns.columns.medium, cell: (row) => row.medium },
          { header: campaigns.columns.visits, cell: (row) => count(row.visits), numeric: true },
          { header: campaigns.columns.engaged, cell: (row) => count(row.engagedVisits), numeric: true },
          { header: campaigns.columns.leads, cell: (row) => count(row.leads), numeric: true },
        ]}
        csvUrl={csvUrl('campaigns', range)}
        empty={campaigns.empty}
        rowKey={(row) => `${row.source}|${row.medium}|${row.campaign}`}
      />
      <ReportTable
        id="top-pages"
        title={topPages.title}
        rows={report.topPages}
        columns={[
          { header: topPages.columns.page, cell: (row) => row.path },
          { header: topPages.columns.views, cell: (row) => count(row.views), numeric: true },
          { header: topPages.columns.visitors, cell: (row) => count(row.visitors), numeric: true },
        ]}
        csvUrl={csvUrl('top-pages', range)}
        empty={topPages.empty}
        rowKey={(row) => row.path}
      />
      <ReportTable
        id="unanswered-questions"
        title={unansweredQuestions.title}
        description={unansweredQuestions.description}
        rows={report.unansweredQuestions}
        columns={[
          { header: unansweredQuestions.columns.question, cell: (row) => row.question },
          { header: unansweredQuestions.columns.timesAsked, cell: (row) => count(row.count), numeric: true },
        ]}
        csvUrl={csvUrl('unanswered-questions', range)}
        empty={unansweredQuestions.empty}
        rowKey={(row) => row.question}
      />
      <ReportTable
        id="funnel-by-landing-page"
        title={landingPages.title}
        description={landingPages.description}
        rows={report.funnelByLandingPage}
        columns={funnelColumns(landingPages.keyHeader)}
        csvUrl={csvUrl('funnel-by-landing-page', range)}
        empty={landingPages.empty}
        rowKey={(row) => row.key}
      />
      <ReportTable
        id="funnel-by-week"
        title={weeks.title}
        description={weeks.description}
        rows={report.funnelByWeek}
        columns={funnelColumns(weeks.keyHeader)}
        csvUrl={csvUrl('funnel-by-week', range)}
        empty={weeks.empty}
        rowKey={(row) => row.key}
      />
      <ReportTable
        id="daily"
        title={daily.title}
        rows={report.daily}
        columns={[
          { header: daily.columns.day, cell: (row) => row.day },
          { header: daily.columns.visits, cell: (row) => count(row.visits), numeric: true },
          { header: daily.columns.pageViews, cell: (row) => count(row.pageViews), numeric: true },
        ]}
        csvUrl={csvUrl('daily', range)}
        empty={daily.empty}
        rowKey={(row) => row.day}
      />
    </>
  );
}

const trend = ANALYTICS_COPY.trend;

function Report({ report }: { report: AnalyticsReport }) {
  const { range } = report;
  const labels = useMemo(() => report.daily.map((day) => day.day), [report]);
  const series = useMemo(
    () => [
      { label: trend.visits, values: report.daily.map((day) => day.visits) },
      { label: trend.pageViews, values: report.daily.map((day) => day.pageViews) },
      { label: trend.previousVisits, values: report.previousDaily.map((day) => day.visits), previous: true },
    ],
    [report],
  );
  const totals = report.totals;
  const { speed, assistant } = ANALYTICS_COPY;
  return (
    <div className="space-y-6">
      <Summary report={report} />
      <section aria-labelledby="trend-title" className="card space-y-3">
        <h2 id="trend-title" className="text-xl font-semibold text-navy-900">
          {trend.title}
        </h2>
        <TrendChart
          labels={labels}
          series={series}
          summary={trend.summary(range, count(totals.visits), count(totals.pageViews), count(report.previousTotals.visits), ANALYTICS_COPY.tables.daily.title)}
        />
      </section>
      <Funnel report={report} />
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="speed-title" className="card space-y-3">
          <h2 id="speed-title" className="text-xl font-semibold text-navy-900">
            {speed.title}
          </h2>
          <p className="text-sm text-slate-600">{speed.intro}</p>
          <Figures
            items={[
              [speed.median, formatDuration(report.speedToLead.medianSeconds)],
              [speed.p95, formatDuration(report.speedToLead.p95Seconds)],
              [speed.callsPlaced, count(report.speedToLead.calls)],
            ]}
          />
        </section>
        <section aria-labelledby="chat-title" className="card space-y-3">
          <h2 id="chat-title" className="text-xl font-semibold text-navy-900">
            {assistant.title}
          </h2>
          <Figures
            items={[
              [assistant.chatsOpened, count(totals.chatsOpened)],
              [assistant.questionsAnswered, count(totals.questionsAnswered)],
              [assistant.questionsDeclined, count(totals.questionsDeclined)],
              [assistant.voiceCallsStarted, count(totals.voiceCallsStarted)],
              [assistant.demoFormsStarted, count(totals.demoFormsStarted)],
            ]}
          />
        </section>
      </div>
      <SalesLine report={report} />
      <Tables report={report} />
    </div>
  );
}

/** /admin/analytics: what converts, from the first visit to the answered call, for a range of days against the one before. */
export function AnalyticsPage({ search }: { search: URLSearchParams }) {
  const range = rangeFromSearch(search);
  const key = rangeQuery(range);
  const report = useAdminData(key, () => loadReport(range));
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-navy-900">{ANALYTICS_COPY.title}</h1>
        <p className="mt-1 text-slate-600" aria-live="polite">
          {ANALYTICS_COPY.period(range, report.state === 'ready' ? report.data.previousRange : undefined)}. {ANALYTICS_COPY.counting}
        </p>
      </div>
      <RangePicker key={key} range={range} />
      {report.state === 'loading' ? (
        <p role="status" className="text-slate-600">
          {ANALYTICS_COPY.loading}
        </p>
      ) : report.state === 'error' ? (
        <p role="alert" className="card text-red-800">
          {errorMessage(report.error, ANALYTICS_COPY.loadFailed)}
        </p>
      ) : (
        <Report report={report.data} />
      )}
    </div>
  );
}
