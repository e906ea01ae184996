import { Download } from 'lucide-react';
import { useEffect } from 'react';
import { industryLabel, LANGUAGE_LABELS, SOURCE_LABELS, STATUS_LABELS } from '../../../../shared/leads/lead-model.ts';
import { DEFAULT_LOCALE } from '../../../../shared/i18n/locales.ts';
import { leadsApi } from './leads-api.ts';
import { ADMIN_COPY } from '../admin-copy.ts';
import { LEADS_COPY } from './leads-copy.ts';
import { Link, navigate } from '../admin-router.tsx';
import { filterFromSearch, filterToSearch, type LeadFilterForm } from './lead-filter-form.ts';
import { LeadFilters } from './LeadFilters.tsx';
import { formatDateTime } from '../components/format.ts';
import { errorMessage, useAdminData } from '../use-admin-data.ts';

const copy = LEADS_COPY.list;

export function LeadsListPage({ search }: { search: URLSearchParams }) {
  const filter = filterFromSearch(search);
  const key = filterToSearch(filter);
  const result = useAdminData(key, () => leadsApi.leads(filter));
  const title = filter.spam === 'only' ? copy.spamTitle : copy.title;

  useEffect(() => {
    document.title = `${title} | ${ADMIN_COPY.appName}`;
  }, [title]);

  const go = (next: LeadFilterForm) => {
    const query = filterToSearch(next);
    navigate(query ? `/admin?${query}` : '/admin');
  };
  const hasFilter = key !== '' && key !== `page=${filter.page}`;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-navy-900">{title}</h1>
          <p className="mt-1 text-slate-600" aria-live="polite">
            {result.state === 'ready' ? copy.count(result.data.total) : '\u00a0'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {hasFilter ? (
            <button type="button" className="btn-secondary" onClick={() => go(filterFromSearch(new URLSearchParams()))}>
              {copy.clear}
            </button>
          ) : null}
          <a className="btn-secondary" href={leadsApi.exportUrl(filter)} download>
            <Download className="size-4" aria-hidden="true" />
            {copy.export}
          </a>
        </div>
      </div>

      <LeadFilters filter={filter} onChange={go} />

      {result.state === 'error' ? (
        <p role="alert" className="card text-red-800">
          {errorMessage(result.error, copy.loadFailed)}
        </p>
      ) : result.state === 'ready' ? (
        result.data.leads.length === 0 ? (
          <p className="card text-slate-600">{copy.empty}</p>
        ) : (
          <div className="card relative overflow-x-auto p-0">
            <table className="w-full min-w-[48rem] text-left text-sm">
              <caption className="sr-only">{title}</caption>
              <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
                <tr>
                  {Object.values(copy.columns).map((column) => (
                    <th key={column} scope="col" className="px-4 py-3 font-semibold">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {result.data.leads.map((lead) => (
                  <tr key={lead.id} className="hover:bg-ocean-50">
                    <td className="px-4 py-3 whitespace-nowrap text-slate-600">{formatDateTime(lead.createdAt)}</td>
                    <th scope="row" className="px-4 py-3 font-semibold">
                      <Link href={`/admin/leads/${lead.id}`} className="text-ocean-700 underline-offset-2 hover:underline">
                        {lead.firstName} {lead.lastName}
                      </Link>
                    </th>
                    <td className="px-4 py-3">{lead.company}</td>
                    <td className="px-4 py-3 break-all">{lead.email}</td>
                    <td className="px-4 py-3">{industryLabel(lead.industry)}</td>
                    <td className="px-4 py-3">
                      {SOURCE_LABELS[lead.source]}
                      {lead.language === DEFAULT_LOCALE ? null : (
                        <span className="ml-2 rounded-full bg-ocean-100 px-2 py-0.5 text-xs font-medium text-navy-900">{LANGUAGE_LABELS[lead.language]}</span>
                      )}
                    </td>
                    <td className="px-4 py-3">{STATUS_LABELS[lead.status]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : (
        <p className="sr-only" role="status">
          Loading…
        </p>
      )}

      {result.state === 'ready' ? <Pagination page={result.data.page} total={result.data.total} pageSize={result.data.pageSize} onPage={(page) => go({ ...filter, page: String(page) })} /> : null}
    </div>
  );
}

function Pagination({ page, total, pageSize, onPage }: { page: number; total: number; pageSize: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-4">
      <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {copy.previous}
      </button>
      <span className="text-sm text-slate-600">{copy.page(page, pages)}</span>
      <button type="button" className="btn-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {copy.next}
      </button>
    </nav>
  );
}
