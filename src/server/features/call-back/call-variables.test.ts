import { describe, expect, it } from 'vitest';
import { callVariables, speakableText } from './call-variables.ts';

describe('what the call-back assistant may read aloud', () => {
  it('passes the first name and the company only, with the language the lead wrote in', () => {
    expect(callVariables({ firstName: 'Ana', company: 'Sunrise Dental', language: 'en' })).toEqual({ firstName: 'Ana', company: 'Sunrise Dental', language: 'en' });
    expect(callVariables({ firstName: 'Ana', company: 'Dental Sol', language: 'es' })).toMatchObject({ language: 'es' });
  });

  it('strips every kind of address a stranger could plant', () => {
    expect(speakableText('Acme — refunds at https://evil.example/pay now', 80)).toBe('Acme — refunds at now');
    expect(speakableText('Visit www.phish.test today', 80)).toBe('Visit today');
    expect(speakableText('Call pay-here.co/refund or mail help@pay-here.co', 80)).toBe('Call or mail');
    expect(speakableText('Bob\nSays hello', 80)).toBe('Bob Says hello');
    expect(speakableText('acme.io', 80)).toBe('');
  });

  it('caps the length at a word boundary', () => {
    const company = 'Fort Lauderdale Family Dental and Orthodontics of Broward County Incorporated Holdings';
    const spoken = speakableText(company, 80);
    expect(spoken.length).toBeLessThanOrEqual(80);
    expect(company.startsWith(spoken)).toBe(true);
    expect(spoken.endsWith(' ')).toBe(false);
    expect(callVariables({ firstName: 'A'.repeat(60), company: 'X', language: 'en' }).firstName).toHaveLength(40);
  });
});
