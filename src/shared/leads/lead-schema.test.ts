import { describe, expect, it } from 'vitest';
import { CALL_CONSENT } from '../content/es/call-consent.ts';
import { LEAD_LIMITS, EMPTY_LEAD_FORM, INDUSTRY_OPTIONS, emptyFieldsOf, leadInputSchema, leadSchemasFor, fieldErrorsOf } from './lead-schema.ts';

const valid = { firstName: 'Ann', lastName: 'Lee', email: 'ann@lee.co', company: 'Lee & Co' };

function errorsFor(input: unknown) {
  const result = leadInputSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe('leadInputSchema', () => {
  it('starts from all-empty values, which are invalid only for the required fields', () => {
    expect(Object.values(EMPTY_LEAD_FORM).every((value) => value === '')).toBe(true);
    expect(errorsFor(EMPTY_LEAD_FORM)).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      email: 'Required',
      company: 'Required',
    });
  });

  it('uses the classic wording for missing values and wrong types', () => {
    expect(errorsFor({ ...valid, firstName: undefined })).toEqual({ firstName: 'Required' });
    expect(errorsFor({ ...valid, firstName: 5 })).toEqual({ firstName: 'Expected string, received number' });
    expect(errorsFor({ ...valid, company: ['x'] })).toEqual({ company: 'Expected string, received array' });
  });

  it('accepts optional fields as missing or empty and defaults the source to demo', () => {
    const parsed = leadInputSchema.parse(valid);
    expect(parsed).toEqual({ ...valid, phone: '', industry: '', message: '', source: 'demo', language: 'en' });
  });

  it('checks the e-mail format and phone shape', () => {
    expect(errorsFor({ ...valid, email: 'not-an-email' }).email).toMatch(/valid e-mail/);
    expect(errorsFor({ ...valid, phone: '123' }).phone).toBe('Enter a valid phone number');
    expect(errorsFor({ ...valid, phone: '+1 (954) 555-0100 ext 12' })).toEqual({});
  });

  it('accepts exactly the five industry values of the spec', () => {
    expect(INDUSTRY_OPTIONS.map((option) => option.value)).toEqual(['real-estate', 'healthcare', 'legal', 'ecommerce', 'other']);
    expect(INDUSTRY_OPTIONS.map((option) => option.label).slice(0, 4)).toEqual(['Real Estate', 'Healthcare', 'Legal Services', 'E-commerce']);
    for (const { value } of INDUSTRY_OPTIONS) expect(errorsFor({ ...valid, industry: value })).toEqual({});
    expect(errorsFor({ ...valid, industry: 'Real Estate' }).industry).toBeDefined();
  });

  it('enforces the maximum lengths the form also sets', () => {
    expect(errorsFor({ ...valid, message: 'm'.repeat(LEAD_LIMITS.message) })).toEqual({});
    expect(errorsFor({ ...valid, message: 'm'.repeat(LEAD_LIMITS.message + 1) }).message).toBe('Must be 2000 characters or fewer');
  });

  it('rejects text PostgreSQL cannot store or that is not text: NUL and unpaired surrogates', () => {
    expect(errorsFor({ ...valid, firstName: 'A\u0000B' })).toEqual({ firstName: 'Contains characters that are not allowed' });
    expect(errorsFor({ ...valid, message: 'half \uD800 a pair' })).toEqual({ message: 'Contains characters that are not allowed' });
    expect(errorsFor({ ...valid, company: 'Ünïcødé 😀 Ltd' })).toEqual({});
  });

  it('folds line breaks and tabs in single-line fields into one space, so no field can forge an e-mail line', () => {
    const parsed = leadInputSchema.parse({
      ...valid,
      firstName: 'Ann\r\nPhone: +1 555 0100',
      lastName: 'Lee\u2028Company: Evil',
      company: 'Lee\t&\n\nCo\u0085',
      phone: '+1 954\n555 0100',
    });
    expect(parsed).toMatchObject({ firstName: 'Ann Phone: +1 555 0100', lastName: 'Lee Company: Evil', company: 'Lee & Co', phone: '+1 954 555 0100' });
    for (const field of ['firstName', 'lastName', 'company', 'phone'] as const) expect(parsed[field]).not.toMatch(/[\r\n\u2028\u2029\u0085]/);
    expect(errorsFor({ ...valid, email: 'ann@lee.co\nBcc: x@evil.test' }).email).toMatch(/valid e-mail/);
  });

  it('refuses other control characters in single-line fields and in the message, which keeps its line breaks', () => {
    expect(errorsFor({ ...valid, firstName: 'Ann\u0007' })).toEqual({ firstName: 'Contains characters that are not allowed' });
    expect(errorsFor({ ...valid, company: 'Lee\u001b[31mCo' })).toEqual({ company: 'Contains characters that are not allowed' });
    expect(errorsFor({ ...valid, lastName: 'Lee\u009b' })).toEqual({ lastName: 'Contains characters that are not allowed' });
    expect(errorsFor({ ...valid, message: 'Hi\u0008 there' })).toEqual({ message: 'Contains characters that are not allowed' });
    expect(leadInputSchema.parse({ ...valid, message: 'Line one\r\n\tLine two' }).message).toBe('Line one\r\n\tLine two');
  });

  it('accepts the spam signals of the forms, which are not part of the stored lead', () => {
    expect(leadInputSchema.parse({ ...valid, website: '', elapsedMs: 5_300 })).toMatchObject({ website: '', elapsedMs: 5_300 });
    expect(errorsFor({ ...valid, website: 3 }).website).toBe('Expected string, received number');
    expect(errorsFor({ ...valid, elapsedMs: -1 }).elapsedMs).toBeDefined();
  });

  it('drops unknown keys instead of storing them', () => {
    const parsed = leadInputSchema.parse({ ...valid, admin: true, ['__proto__']: { polluted: 1 } });
    expect(parsed).not.toHaveProperty('admin');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('the lead schemas in Spanish', () => {
  const spanish = leadSchemasFor('es');
  const spanishErrorsFor = (input: unknown) => {
    const result = spanish.lead.safeParse(input);
    return result.success ? {} : fieldErrorsOf(result.error);
  };

  it('say what to fix in Spanish, with the same rules', () => {
    expect(spanishErrorsFor(EMPTY_LEAD_FORM)).toEqual({ firstName: 'Obligatorio', lastName: 'Obligatorio', email: 'Obligatorio', company: 'Obligatorio' });
    expect(spanishErrorsFor({ ...valid, email: 'ana@' }).email).toBe('Escriba un correo electrónico válido, como nombre@empresa.com');
    expect(spanishErrorsFor({ ...valid, phone: '123' }).phone).toBe('Escriba un número de teléfono válido');
    expect(spanishErrorsFor({ ...valid, firstName: 'x'.repeat(81) }).firstName).toBe('Debe tener 80 caracteres o menos');
    expect(spanishErrorsFor({ ...valid, callConsent: { version: '2001-01-01', page: '/es' }, phone: '9545550100' }).callConsent).toMatch(/^El texto del consentimiento cambió/);
    expect(spanishErrorsFor({ ...valid, callConsent: { version: CALL_CONSENT.version, page: '/es' } }).phone).toBe('Escriba el número al que debemos llamarle');
    const chat = spanish.chatLead.safeParse({ name: 'Ana', email: '', phone: '', consent: false });
    expect(chat.success ? {} : fieldErrorsOf(chat.error)).toEqual({ consent: 'Acepte para que podamos comunicarnos con usted' });
  });

  it('tell required fields by the issue, not its words, in either language', () => {
    for (const locale of ['en', 'es'] as const) {
      const result = leadSchemasFor(locale).lead.safeParse({ ...EMPTY_LEAD_FORM, email: 'x', phone: '12' });
      expect(result.success).toBe(false);
      expect([...emptyFieldsOf(result.error!)].sort(), locale).toEqual(['company', 'firstName', 'lastName']);
    }
  });

  it('take the language of the lead, English by default, and refuse any other', () => {
    expect(leadInputSchema.parse({ ...valid, language: 'es' }).language).toBe('es');
    expect(spanish.lead.parse(valid).language).toBe('en');
    expect(errorsFor({ ...valid, language: 'fr' }).language).toBeDefined();
  });

  it('accept the Spanish consent version as well as the English one', () => {
    const consent = { version: CALL_CONSENT.version, page: '/es' };
    expect(leadInputSchema.parse({ ...valid, phone: '9545550100', language: 'es', callConsent: consent }).callConsent).toEqual(consent);
  });
});
