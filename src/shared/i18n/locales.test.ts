import { describe, expect, it } from 'vitest';
import { formatLongDate, isLocale, localizedPath, splitLocalizedPath } from './locales.ts';

describe('localized paths', () => {
  it('keeps English at the root and puts Spanish under /es', () => {
    expect(localizedPath('/solutions', 'en')).toBe('/solutions');
    expect(localizedPath('/', 'es')).toBe('/es');
    expect(localizedPath('/news/some-story', 'es')).toBe('/es/news/some-story');
  });

  it('reads the language and the English path back off any path', () => {
    expect(splitLocalizedPath('/es')).toEqual({ locale: 'es', path: '/' });
    expect(splitLocalizedPath('/es/')).toEqual({ locale: 'es', path: '/' });
    expect(splitLocalizedPath('/es/terms')).toEqual({ locale: 'es', path: '/terms' });
    expect(splitLocalizedPath('/terms')).toEqual({ locale: 'en', path: '/terms' });
    // A path that merely starts with the letters is English.
    expect(splitLocalizedPath('/estimates')).toEqual({ locale: 'en', path: '/estimates' });
  });

  it('round-trips every path through both languages', () => {
    for (const path of ['/', '/solutions', '/news/a-b']) {
      for (const locale of ['en', 'es'] as const) expect(splitLocalizedPath(localizedPath(path, locale))).toEqual({ locale, path });
    }
  });

  it('knows its languages and nothing else', () => {
    expect(isLocale('es')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe('dates', () => {
  it('writes a date the way each language does', () => {
    expect(formatLongDate('2026-11-22', 'en')).toBe('November 22, 2026');
    expect(formatLongDate('2026-11-22', 'es')).toBe('22 de noviembre de 2026');
  });
});
