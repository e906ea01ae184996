import type { ReportRange, ReportTable } from '../../../../shared/analytics/analytics-report.ts';
import { rangeQuery } from './analytics-range.ts';

const number = new Intl.NumberFormat('en-US');

/** A count as the dashboard writes it (1,234). */
export const count = (value: number) => number.format(value);

/** The CSV download of one of the report's tables for a range. */
export const csvUrl = (table: ReportTable, range: ReportRange) => `/api/admin/analytics/${table}.csv?${rangeQuery(range)}`;
