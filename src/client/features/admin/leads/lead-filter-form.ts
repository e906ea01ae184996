/**
 * The list filter as the admin's URL holds it (/admin?q=…&status=…): plain strings, dates as
 * YYYY-MM-DD in the browser's time zone. The API gets the date range as instants.
 */
export interface LeadFilterForm {
  q: string;
  industry: string;
  status: string;
  source: string;
  from: string;
  to: string;
  spam: string;
  page: string;
}

const KEYS: readonly (keyof LeadFilterForm)[] = ['q', 'industry', 'status', 'source', 'from', 'to', 'spam', 'page'];

export function filterFromSearch(search: URLSearchParams): LeadFilterForm {
  return Object.fromEntries(KEYS.map((key) => [key, search.get(key) ?? ''])) as unknown as LeadFilterForm;
}

/** Only the fields in use, in a stable order. */
export function filterToSearch(filter: LeadFilterForm): string {
  const params = new URLSearchParams();
  for (const key of KEYS) if (filter[key] && !(key === 'page' && filter.page === '1')) params.set(key, filter[key]);
  return params.toString();
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Local midnight of a YYYY-MM-DD date, plus `days`. */
function localMidnight(date: string, days = 0): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day + days).toISOString();
}

/** "To" is inclusive for the person choosing it: everything before the next day's midnight. */
export function filterToApiQuery(filter: LeadFilterForm): string {
  const params = new URLSearchParams(filterToSearch({ ...filter, from: '', to: '' }));
  if (DATE.test(filter.from)) params.set('from', localMidnight(filter.from));
  if (DATE.test(filter.to)) params.set('to', localMidnight(filter.to, 1));
  return params.toString();
}
