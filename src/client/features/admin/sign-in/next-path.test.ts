import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path.ts';

describe('the page to return to after signing in', () => {
  it('is an admin page from the sign-in link', () => {
    expect(safeNextPath('/admin/leads/42?tab=notes')).toBe('/admin/leads/42?tab=notes');
    expect(safeNextPath('/admin?status=new')).toBe('/admin?status=new');
  });

  it('is never another site or a public page (no open redirect)', () => {
    for (const next of ['https://evil.example/admin', '//evil.example', '/administrator', '/\\evil.example', '/admin\\@evil', '/', null]) {
      expect(safeNextPath(next)).toBe('/admin');
    }
  });
});
