import { useState, type FormEvent } from 'react';
import { LEAD_SOURCES, INDUSTRY_OPTIONS } from '../../../../shared/leads/lead-schema.ts';
import { LEAD_STATUSES, SOURCE_LABELS, STATUS_LABELS } from '../../../../shared/leads/lead-model.ts';
import { AdminSelect } from '../components/AdminSelect.tsx';
import { LEADS_COPY } from './leads-copy.ts';
import type { LeadFilterForm } from './lead-filter-form.ts';

const copy = LEADS_COPY.list;

/** Search on submit; every other filter applies as soon as it changes. Any change returns to page 1. */
export function LeadFilters({ filter, onChange }: { filter: LeadFilterForm; onChange: (filter: LeadFilterForm) => void }) {
  const [query, setQuery] = useState(filter.q);
  const [shownQuery, setShownQuery] = useState(filter.q);
  // Back/forward or "Clear filters" changed the URL: show its search text.
  if (filter.q !== shownQuery) {
    setShownQuery(filter.q);
    setQuery(filter.q);
  }
  const apply = (changes: Partial<LeadFilterForm>) => onChange({ ...filter, q: query.trim(), ...changes, page: '' });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply({});
  };
  const field = (key: keyof LeadFilterForm) => ({ value: filter[key], onChange: (value: string) => apply({ [key]: value }) });

  return (
    <form role="search" aria-label="Filter leads" onSubmit={onSubmit} className="card grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-4">
      <div className="sm:col-span-2">
        <label htmlFor="lead-search" className="field-label">
          {copy.search}
        </label>
        <div className="mt-1 flex gap-2">
          <input id="lead-search" type="search" className="field-input mt-0" value={query} maxLength={200} onChange={(event) => setQuery(event.target.value)} />
          <button type="submit" className="btn-primary">
            {copy.apply}
          </button>
        </div>
      </div>
      <AdminSelect id="lead-folder" label={copy.view} {...field('spam')}>
        <option value="">{copy.inbox}</option>
        <option value="only">{copy.spam}</option>
      </AdminSelect>
      <AdminSelect id="lead-status" label={copy.status} {...field('status')}>
        <option value="">{copy.any}</option>
        {LEAD_STATUSES.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </AdminSelect>
      <AdminSelect id="lead-industry" label={copy.industry} {...field('industry')}>
        <option value="">{copy.any}</option>
        {INDUSTRY_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </AdminSelect>
      <AdminSelect id="lead-source" label={copy.source} {...field('source')}>
        <option value="">{copy.any}</option>
        {LEAD_SOURCES.map((source) => (
          <option key={source} value={source}>
            {SOURCE_LABELS[source]}
          </option>
        ))}
      </AdminSelect>
      <div>
        <label htmlFor="lead-from" className="field-label">
          {copy.from}
        </label>
        <input id="lead-from" type="date" className="field-input" value={filter.from} max={filter.to || undefined} onChange={(event) => apply({ from: event.target.value })} />
      </div>
      <div>
        <label htmlFor="lead-to" className="field-label">
          {copy.to}
        </label>
        <input id="lead-to" type="date" className="field-input" value={filter.to} min={filter.from || undefined} onChange={(event) => apply({ to: event.target.value })} />
      </div>
    </form>
  );
}
