import { describe, expect, it } from 'vitest';
import { askedFacts, choosePassages, holdsFact } from './fact-passages.ts';
import { termsOf } from './text-processing.ts';

const passages = [
  'We keep personal information only for as long as we need it.',
  'Voice recordings are kept for 90 days from the date of the call and then deleted.',
  'Business customers can export their data during the term of their agreement.',
];

describe('fact-first passage choice', () => {
  it('knows which fact a question asks for', () => {
    expect(askedFacts('how long do you keep recordings').map((fact) => fact.name)).toContain('period');
    expect(askedFacts('privacy team email address').map((fact) => fact.name)).toContain('e-mail');
    expect(askedFacts('how many businesses use it').map((fact) => fact.name)).toContain('count');
    expect(askedFacts('can it book appointments')).toEqual([]);
    expect(askedFacts('founded when').map((fact) => fact.name)).toContain('when');
    expect(askedFacts('callback when the ai cant help').map((fact) => fact.name)).not.toContain('when');
    expect(askedFacts('what % of revenue is recurring').map((fact) => fact.name)).toContain('amount');
  });

  it('tells a count from a year or a section number', () => {
    const count = askedFacts('how many clients').filter((fact) => fact.required);
    expect(holdsFact('Business Clients: 500+ (As of December 31, 2023).', count)).toBe(true);
    expect(holdsFact('Over 500 businesses use it.', count)).toBe(true);
    expect(holdsFact('Your breach of section 4 (Acceptable Use).', count)).toBe(false);
    expect(holdsFact('Founded in 2021 in Florida.', count)).toBe(false);
  });

  it('leads with the passage that holds the asked fact, then adds related passages in page order', () => {
    const question = 'how long are recordings kept';
    const chosen = choosePassages(passages, new Set(termsOf(question)), askedFacts(question));
    expect(chosen[0]).toMatch(/90 days/);
    expect(chosen).toContain(passages[0]);
    expect(chosen.length).toBeLessThanOrEqual(3);
  });

  it('without an asked fact, leads with the passage sharing most words', () => {
    const question = 'can i export my data';
    expect(choosePassages(passages, new Set(termsOf(question)), askedFacts(question))[0]).toBe(passages[2]);
  });
});
