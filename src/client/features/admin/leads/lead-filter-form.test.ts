import { describe, expect, it } from 'vitest';
import { filterFromSearch, filterToApiQuery, filterToSearch } from './lead-filter-form.ts';

describe('the inbox filter in the URL', () => {
  it('round-trips through the query string, leaving out empty fields and page 1', () => {
    const filter = filterFromSearch(new URLSearchParams('q=lopez&status=new&page=1'));
    expect(filter).toMatchObject({ q: 'lopez', status: 'new', industry: '', page: '1' });
    expect(filterToSearch(filter)).toBe('q=lopez&status=new');
  });

  it('sends the chosen days to the API as local midnights, the end day included', () => {
    const filter = filterFromSearch(new URLSearchParams('from=2025-03-01&to=2025-03-31'));
    const api = new URLSearchParams(filterToApiQuery(filter));
    expect(api.get('from')).toBe(new Date(2025, 2, 1).toISOString());
    expect(api.get('to')).toBe(new Date(2025, 3, 1).toISOString());
  });

  it('ignores a malformed date rather than sending it', () => {
    const api = new URLSearchParams(filterToApiQuery(filterFromSearch(new URLSearchParams('from=yesterday'))));
    expect(api.has('from')).toBe(false);
  });
});
