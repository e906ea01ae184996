import type { FastifyInstance } from 'fastify';
import { REPORT_TABLES, reportRangeSchema, reportTable, type AnalyticsReport, type ReportRange, type ReportTable } from '../../../shared/analytics/analytics-report.ts';
import type { Database } from '../../db/connection.ts';
import { HttpError } from '../../http-errors.ts';
import { parseOr400 } from '../../parse-request.ts';
import { requireAdmin } from './admin-http.ts';
import { toCsv } from './csv.ts';

export interface AnalyticsRoutesDeps {
  db: Database;
  now: () => Date;
  /** The analytics feature's report (app.ts passes it in). */
  analyticsReport: (range: ReportRange) => Promise<AnalyticsReport>;
}

const rangeOf = (query: unknown): ReportRange => parseOr400(reportRangeSchema, query, 'Choose a date range: from and to as YYYY-MM-DD, from not after to.');

/** The analytics dashboard's data (GET /api/admin/analytics) and each of its tables as CSV, for signed-in staff only. */
export function registerAnalyticsRoutes(admin: FastifyInstance, deps: AnalyticsRoutesDeps) {
  const guarded = { preHandler: requireAdmin(deps.db, deps.now) };

  admin.get('/api/admin/analytics', guarded, async (request) => deps.analyticsReport(rangeOf(request.query)));

  admin.get('/api/admin/analytics/:table', guarded, async (request, reply) => {
    const name = (request.params as { table: string }).table.replace(/\.csv$/, '');
    if (!(request.params as { table: string }).table.endsWith('.csv') || !REPORT_TABLES.includes(name as ReportTable)) {
      throw new HttpError(404, 'There is no such table.');
    }
    const range = rangeOf(request.query);
    const { header, rows } = reportTable(await deps.analyticsReport(range), name as ReportTable);
    request.log.info({ table: name, userId: request.adminUser!.userId }, 'analytics exported');
    return reply
      .header('content-type', 'text/csv; charset=utf-8; header=present')
      .header('content-disposition', `attachment; filename="${name}-${range.from}-to-${range.to}.csv"`)
      .send(toCsv(header, rows));
  });
}
