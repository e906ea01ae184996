import type { FastifyInstance } from 'fastify';
import { fieldErrorsOf } from '../../../shared/leads/lead-schema.ts';
import { REPORT_TABLES, reportRangeSchema, reportTable, type AnalyticsReport, type ReportRange, type ReportTable } from '../../../shared/analytics/analytics-report.ts';
import type { Database } from '../../db/connection.ts';
import { HttpError } from '../../http-errors.ts';
import { requireAdmin } from './admin-http.ts';
import { toCsv } from './csv.ts';

export interface AnalyticsRoutesDeps {
  db: Database;
  now: () => Date;
  /** The analytics feature's report (app.ts passes it in). */
  analyticsReport: (range: ReportRange) => Promise<AnalyticsReport>;
}

function rangeOf(query: unknown): ReportRange {
  const parsed = reportRangeSchema.safeParse(query);
  if (!parsed.success) throw new HttpError(400, 'Choose a date range: from and to as YYYY-MM-DD, from not after to.', fieldErrorsOf(parsed.error));
  return parsed.data;
}

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
