import { describe, expect, it } from 'vitest';
import { changeOf, conversionOf, formatDuration, lastDays, rangeFromSearch } from './analytics-range.ts';

const NOW = Date.parse('2026-06-15T12:00:00Z');

describe('the dashboard range', () => {
  it('defaults to the last 30 days, today included, and reads a valid range from the address', () => {
    expect(rangeFromSearch(new URLSearchParams(), NOW)).toEqual({ from: '2026-05-17', to: '2026-06-15' });
    expect(rangeFromSearch(new URLSearchParams('from=2026-01-01&to=2026-01-31'), NOW)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(rangeFromSearch(new URLSearchParams('from=2026-02-01&to=2026-01-01'), NOW)).toEqual(lastDays(30, NOW));
    expect(rangeFromSearch(new URLSearchParams('from=2026-02-30&to=2026-03-01'), NOW)).toEqual(lastDays(30, NOW));
  });

  it('words changes and conversions as people read them', () => {
    expect(changeOf(120, 100)).toBe('+20 %');
    expect(changeOf(97, 100)).toBe('−3 %');
    expect(changeOf(5, 0)).toBe('new');
    expect(changeOf(0, 0)).toBe('no change');
    expect(conversionOf(25, 100)).toBe('25.0 %');
    expect(conversionOf(0, 0)).toBe('–');
    expect(formatDuration(42.4)).toBe('42 s');
    expect(formatDuration(185)).toBe('3 min 5 s');
    expect(formatDuration(7440)).toBe('2 h 4 min');
    expect(formatDuration(null)).toBe('–');
  });
});
