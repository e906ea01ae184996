import { describe, expect, it } from 'vitest';
import { trackedPathOf } from './tracked-paths.ts';

describe('the path an event is counted under', () => {
  it.each(['/', '/solutions', '/es', '/es/solutions', '/news', '/es/privacy', '/404', '/es/404', '/book', '/es/book'])('keeps our page %s', (path) => {
    expect(trackedPathOf(path)).toBe(path);
  });

  it('keeps a page asked for with a trailing slash under its one path', () => {
    expect(trackedPathOf('/solutions/')).toBe('/solutions');
    expect(trackedPathOf('/es/')).toBe('/es');
  });

  it.each(['/URGENT-admin-reset-password-now', '/solutions/extra', '/SOLUTIONS', '/es/nope', '/admin', '/api/events', '//solutions', '/solutions//'])(
    'counts %s as (other)',
    (path) => {
      expect(trackedPathOf(path)).toBe('(other)');
    },
  );
});
