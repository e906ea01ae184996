import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { ANALYTICS_COPY } from './analytics-copy.ts';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Figures are right-aligned. */
  numeric?: boolean;
}

/** One table of the report, with its title, a CSV download of the same rows and a line for when it is empty. */
export function ReportTable<T>({
  id,
  title,
  description,
  rows,
  columns,
  csvUrl,
  empty,
  rowKey,
}: {
  id: string;
  title: string;
  description?: string;
  rows: T[];
  columns: Column<T>[];
  csvUrl: string;
  empty: string;
  rowKey: (row: T) => string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="card space-y-3 p-0">
      <div className="flex flex-wrap items-start justify-between gap-3 px-5 pt-5">
        <div>
          <h2 id={`${id}-title`} className="text-xl font-semibold text-navy-900">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
        </div>
        <a className="btn-secondary text-sm" href={csvUrl} download>
          <Download className="size-4" aria-hidden="true" />
          {ANALYTICS_COPY.download.label}<span className="sr-only">{ANALYTICS_COPY.download.of(title)}</span>
        </a>
      </div>
      {rows.length === 0 ? (
        <p className="px-5 pb-5 text-slate-600">{empty}</p>
      ) : (
        <div className="relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-navy-900" tabIndex={0}>
          <table className="w-full text-left text-sm" data-table={id}>
            <caption className="sr-only">{title}</caption>
            <thead className="border-y border-slate-200 bg-slate-50 text-slate-700">
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col" className={`px-5 py-2 font-semibold ${column.numeric ? 'text-right' : ''}`}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column, index) =>
                    index === 0 ? (
                      <th key={column.header} scope="row" className="px-5 py-2 font-medium break-all">
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.header} className={`px-5 py-2 ${column.numeric ? 'text-right tabular-nums' : ''}`}>
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
