import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { NANP_AREA_CODE_TIME_ZONES } from './area-code-time-zones.ts';
import { callableNumber, describeCountries } from './phone-number.ts';

const call = (raw: string | null, allowedCountries: Parameters<typeof callableNumber>[1]['allowedCountries'] = ['US', 'CA']) =>
  callableNumber(raw, { defaultCountry: 'US', allowedCountries });

describe('the number to call and its time zone', () => {
  it('normalises to E.164 with the default country and infers the zone from the area code', () => {
    expect(call('(954) 463-0100')).toEqual({ ok: true, e164: '+19544630100', timeZone: 'America/New_York', country: 'US' });
    expect(call('312.555.0100')).toMatchObject({ e164: '+13125550100', timeZone: 'America/Chicago' });
    expect(call('303-555-0100')).toMatchObject({ timeZone: 'America/Denver' });
    expect(call('602 555 0100')).toMatchObject({ timeZone: 'America/Phoenix' });
    expect(call('+1 213 555 0100')).toMatchObject({ timeZone: 'America/Los_Angeles' });
    expect(call('907-555-0100')).toMatchObject({ timeZone: 'America/Anchorage' });
    expect(call('808-555-0100')).toMatchObject({ timeZone: 'Pacific/Honolulu' });
    expect(call('+1 604 555 0100')).toMatchObject({ timeZone: 'America/Vancouver', country: 'CA' });
  });

  it('refuses the numbers toll fraud pumps through web forms, saying why to staff and visitor alike', () => {
    expect(call('900-234-5678')).toMatchObject({ ok: false, staff: expect.stringContaining('premium-rate') });
    expect(call('800-555-1234')).toMatchObject({ ok: false, staff: expect.stringContaining('toll-free') });
    expect(call('+1 500 555 0100')).toMatchObject({ ok: false, staff: expect.stringContaining('personal') });
    // Typed like a US number, but Jamaica: the other +1 regions are countries of their own.
    expect(call('876 927 1234')).toMatchObject({ ok: false, staff: expect.stringContaining('Jamaica') });
    expect(call('+1 242 357 1234')).toMatchObject({ ok: false, staff: expect.stringContaining('Bahamas') });
    expect(call('+1 787 555 0100')).toMatchObject({ ok: false, staff: expect.stringContaining('Puerto Rico') });
    expect(call('+881 6 1234 5678')).toMatchObject({ ok: false, staff: expect.stringContaining('satellite') });
    expect(call('+53 5 123 4567')).toMatchObject({
      ok: false,
      staff: expect.stringContaining('Cuba'),
      visitor: { en: 'Our AI assistant calls numbers in the United States and Canada only.', es: 'Nuestro asistente de IA solo llama a números de Estados Unidos y Canadá.' },
    });
  });

  it('calls only the configured countries, and a country of one zone by that zone', () => {
    expect(call('+44 20 7946 0958')).toMatchObject({ ok: false });
    expect(call('+44 20 7946 0958', ['US', 'GB'])).toMatchObject({ ok: true, e164: '+442079460958', timeZone: 'Europe/London' });
    expect(call('+1 416 555 0100', ['US'])).toMatchObject({ ok: false, visitor: { en: 'Our AI assistant calls numbers in the United States only.' } });
  });

  it('refuses rather than guesses when the local time cannot be told', () => {
    // 867: Yukon, the Northwest Territories and Nunavut, across four time zones.
    expect(call('+1 867 667 1234')).toMatchObject({ ok: false, staff: expect.stringContaining('local time') });
    // Australia spans several zones.
    expect(call('+61 2 9374 4000', ['US', 'AU'])).toMatchObject({ ok: false, staff: expect.stringContaining('local time') });
  });

  it('explains why a number cannot be called', () => {
    expect(call('555-1234')).toMatchObject({
      ok: false,
      visitor: { en: 'The phone number "555-1234" is not a valid number.', es: 'El número de teléfono "555-1234" no es un número válido.' },
    });
    expect(call('')).toMatchObject({ ok: false, visitor: { en: 'No phone number was given.', es: 'No se indicó ningún número de teléfono.' } });
    expect(call(null)).toMatchObject({ ok: false, visitor: { en: 'No phone number was given.' } });
  });

  it('knows the time zone of every US and Canadian geographic area code but the territories\' 867 (and 273, unassigned to a zone here)', () => {
    const unknown: string[] = [];
    for (let areaCode = 200; areaCode < 1000; areaCode += 1) {
      const sample = ['2345678', '4630100', '5550100', '7771234', '9876543', '3214567']
        .map((rest) => parsePhoneNumberFromString(`+1${areaCode}${rest}`))
        .find((parsed) => parsed?.isValid() && (parsed.country === 'US' || parsed.country === 'CA') && ['MOBILE', 'FIXED_LINE', 'FIXED_LINE_OR_MOBILE'].includes(parsed.getType() ?? ''));
      if (sample && !NANP_AREA_CODE_TIME_ZONES.has(String(areaCode))) unknown.push(String(areaCode));
    }
    expect(unknown).toEqual(['273', '867']);
  });

  it('names the countries in a sentence', () => {
    expect(describeCountries(['US', 'CA'])).toBe('the United States and Canada');
    expect(describeCountries(['CA'])).toBe('Canada');
    expect(describeCountries(['US', 'CA', 'MX'])).toBe('the United States, Canada and Mexico');
  });
});
