import { describe, expect, it } from 'vitest';
import { editDistance, expandQuestion, isLikelyTypo, type Lexicon } from './query-expansion.ts';
import { stem } from './text-processing.ts';
import { VISITOR_VOCABULARY } from './visitor-vocabulary.ts';

const lexicon = (known: string[], corrections: Record<string, string> = {}): Lexicon => ({
  isKnown: (term) => known.includes(term),
  closest: (term) => corrections[term],
});

describe('query expansion', () => {
  it('adds the site’s words for a visitor’s word, in the same group, at a shared lower weight', () => {
    const { groups, terms, addedWeights } = expandQuestion('do you do spanish', lexicon(['spanish']));
    expect(groups).toEqual([['spanish', 'languag', 'multilingual']]);
    expect(terms).toContain('multilingual');
    expect(addedWeights.get('languag')).toBeLessThan(1);
    expect(addedWeights.has('spanish')).toBe(false);
  });

  it('gives a word the site never uses its expansions at full weight', () => {
    const known = expandQuestion('spanish', lexicon(['spanish'])).addedWeights.get('languag')!;
    const unknown = expandQuestion('spanish', lexicon([])).addedWeights.get('languag')!;
    expect(unknown).toBeGreaterThan(known);
  });

  it('reads a phrase as one word that replaces its words’ own rows', () => {
    const { groups } = expandQuestion('insurance agency claims', lexicon([]));
    expect(groups[0]).toEqual(expect.arrayContaining(['insuranc', 'agency', 'loss']));
    expect(groups.flat()).not.toContain('white');
  });

  it('drops txt-speak and stop words, and matches a misspelled vocabulary word', () => {
    expect(expandQuestion('u guys do ur thing', lexicon([])).groups.flat()).not.toEqual(expect.arrayContaining(['u', 'ur', 'guy']));
    expect(expandQuestion('recepcionist', lexicon([])).groups[0]).toEqual(expect.arrayContaining(['phon', 'assistant']));
    // A slip of a stop word is a stop word; a slip inside a vocabulary phrase still reads the phrase.
    expect(expandQuestion('wat hapens', lexicon([])).groups).toEqual([]);
    expect(expandQuestion('how do i delte my data', lexicon([])).groups[0]).toEqual(expect.arrayContaining(['erasur', 'right']));
  });

  it('reads the words that name the kind of fact asked ("how long", "e-mail address") as no part of the topic', () => {
    const { groups, addedWeights } = expandQuestion('how long is the hold time', lexicon(['long', 'hold', 'time']));
    expect(groups.flat()).not.toContain('long');
    expect(addedWeights.get('long')).toBeLessThan(0.5);
    expect(expandQuestion('privacy team email address', lexicon([])).groups).toEqual([['privacy'], ['team']]);
  });

  it('corrects a typo to a word the index knows, but never a word the index already knows', () => {
    expect(expandQuestion('hanlde', lexicon([], { hanld: 'handl' })).groups).toEqual([['hanld', 'handl']]);
    expect(expandQuestion('retail', lexicon(['retail'], { retail: 'retain' })).groups).toEqual([['retail']]);
  });

  it('keeps every vocabulary row well formed', () => {
    for (const entry of VISITOR_VOCABULARY) {
      expect(entry.visitor.length, entry.site).toBeGreaterThan(0);
      for (const visitor of entry.visitor) expect(visitor, entry.site).toBe(visitor.toLowerCase().replace(/[’']/g, ''));
    }
  });
});

describe('isLikelyTypo', () => {
  it('takes any slip in a long word, but only a missed, doubled or swapped letter in a short one', () => {
    expect(isLikelyTypo('complient', 'compliant')).toBe(true);
    expect(isLikelyTypo('polcy', 'policy')).toBe(true);
    expect(isLikelyTypo('hanld', 'handl')).toBe(true);
    expect(isLikelyTypo('write', 'white')).toBe(false);
    expect(isLikelyTypo('nail', 'mail')).toBe(false);
  });
});

describe('editDistance', () => {
  it('counts a swap of neighbours as one edit and stops past the limit', () => {
    expect(editDistance('hanlde', 'handle', 2)).toBe(1);
    expect(editDistance('polcy', 'policy', 2)).toBe(1);
    expect(editDistance('amazon', 'phone', 1)).toBe(2);
    expect(stem('using')).toBe('use');
    expect([stem('delete'), stem('deleted'), stem('deleting')]).toEqual(['delet', 'delet', 'delet']);
    expect([stem('price'), stem('prices'), stem('pricing')]).toEqual(['pric', 'pric', 'pric']);
  });
});
