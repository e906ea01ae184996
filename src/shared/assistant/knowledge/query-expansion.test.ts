import { describe, expect, it } from 'vitest';
import { editDistance, expandQuestion, type Lexicon } from './query-expansion.ts';
import { stem } from './text-processing.ts';
import { VISITOR_VOCABULARY } from './visitor-vocabulary.ts';

const lexicon = (known: string[], corrections: Record<string, string> = {}): Lexicon => ({
  isKnown: (term) => known.includes(term),
  closest: (term) => corrections[term],
});

describe('query expansion', () => {
  it('adds the site’s words for a visitor’s word, in the same group, at a shared lower weight', () => {
    const { groups, terms, addedWeights } = expandQuestion('do you do spanish', lexicon(['spanish']));
    expect(groups).toEqual([['spanish', 'language', 'multilingual']]);
    expect(terms).toContain('multilingual');
    expect(addedWeights.get('language')).toBeLessThan(1);
    expect(addedWeights.has('spanish')).toBe(false);
  });

  it('gives a word the site never uses its expansions at full weight', () => {
    const known = expandQuestion('spanish', lexicon(['spanish'])).addedWeights.get('language')!;
    const unknown = expandQuestion('spanish', lexicon([])).addedWeights.get('language')!;
    expect(unknown).toBeGreaterThan(known);
  });

  it('reads a phrase as one word that replaces its words’ own rows', () => {
    const { groups } = expandQuestion('insurance agency claims', lexicon([]));
    expect(groups[0]).toEqual(expect.arrayContaining(['insurance', 'agency', 'loss']));
    expect(groups.flat()).not.toContain('white');
  });

  it('drops txt-speak and stop words, and matches a misspelled vocabulary word', () => {
    expect(expandQuestion('u guys do ur thing', lexicon([])).groups.flat()).not.toEqual(expect.arrayContaining(['u', 'ur', 'guy']));
    expect(expandQuestion('recepcionist', lexicon([])).groups[0]).toEqual(expect.arrayContaining(['phone', 'assistant']));
  });

  it('corrects a typo to a word the index knows, but never a word the index already knows', () => {
    expect(expandQuestion('hanlde', lexicon([], { hanlde: 'handle' })).groups).toEqual([['hanlde', 'handle']]);
    expect(expandQuestion('retail', lexicon(['retail'], { retail: 'retain' })).groups).toEqual([['retail']]);
  });

  it('keeps every vocabulary row well formed', () => {
    for (const entry of VISITOR_VOCABULARY) {
      expect(entry.visitor.length, entry.site).toBeGreaterThan(0);
      for (const visitor of entry.visitor) expect(visitor, entry.site).toBe(visitor.toLowerCase().replace(/[’']/g, ''));
    }
  });
});

describe('editDistance', () => {
  it('counts a swap of neighbours as one edit and stops past the limit', () => {
    expect(editDistance('hanlde', 'handle', 2)).toBe(1);
    expect(editDistance('polcy', 'policy', 2)).toBe(1);
    expect(editDistance('amazon', 'phone', 1)).toBe(2);
    expect(stem('using')).toBe('use');
  });
});
