import { describe, expect, it } from 'vitest';
import { localeMismatches, unusedCopyKeys } from './locale-checks.ts';
import { SITE_CONTENT } from './site-content.ts';

describe('the build-time language checks', () => {
  it('find nothing wrong with the content as it is', () => {
    expect(localeMismatches()).toEqual([]);
  });

  it('catch a key English has and another language lacks, an extra key, a shorter list and a changed link', () => {
    const english = { hero: { title: 'Hi', lead: 'There' }, items: ['a', 'b'], cta: { href: '/solutions', label: 'Go' } };
    const spanish = { hero: { title: 'Hola', extra: 'x' }, items: ['a'], cta: { href: '/elsewhere', label: 'Ir' } };
    const problems = localeMismatches({ en: english, es: spanish });
    expect(problems).toEqual([
      'es.cta.href: "/solutions" in English, "/elsewhere" in the other language',
      'es.hero: keys lead, title in English, extra, title in the other language',
      'es.hero.lead: a string in English, undefined in the other language',
      'es.items: 2 items in English, 1 in the other language',
      'es.items[1]: a string in English, undefined in the other language',
    ]);
  });

  it('catch copy that no code reads, by key name', () => {
    const definition = "export const copy = { hero: { title: 'a', lead: 'b', forgotten: 'c' } };";
    expect(unusedCopyKeys([definition, 'content.hero.title', 'const { lead } = hero;'], { hero: { title: 'a', lead: 'b', forgotten: 'c' } })).toEqual(['forgotten']);
    expect(Object.keys(SITE_CONTENT.en).length).toBeGreaterThan(5);
  });
});
