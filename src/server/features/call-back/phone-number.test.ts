import { describe, expect, it } from 'vitest';
import { callableNumber } from './phone-number.ts';

const call = (raw: string | null) => callableNumber(raw, 'US', 'America/New_York');

describe('the number to call and its time zone', () => {
  it('normalises to E.164 with the default country and infers the zone from the area code', () => {
    expect(call('(954) 463-0100')).toEqual({ ok: true, e164: '+19544630100', timeZone: 'America/New_York' });
    expect(call('312.555.0100')).toMatchObject({ e164: '+13125550100', timeZone: 'America/Chicago' });
    expect(call('303-555-0100')).toMatchObject({ timeZone: 'America/Denver' });
    expect(call('602 555 0100')).toMatchObject({ timeZone: 'America/Phoenix' });
    expect(call('+1 213 555 0100')).toMatchObject({ timeZone: 'America/Los_Angeles' });
    expect(call('907-555-0100')).toMatchObject({ timeZone: 'America/Anchorage' });
    expect(call('808-555-0100')).toMatchObject({ timeZone: 'Pacific/Honolulu' });
    expect(call('+1 604 555 0100')).toMatchObject({ timeZone: 'America/Vancouver' });
  });

  it('uses a single-zone country, else the company\'s zone', () => {
    expect(call('+44 20 7946 0958')).toMatchObject({ e164: '+442079460958', timeZone: 'Europe/London' });
    expect(call('+61 2 9374 4000')).toMatchObject({ e164: '+61293744000', timeZone: 'America/New_York' });
  });

  it('explains why a number cannot be called', () => {
    expect(call('555-1234')).toEqual({ ok: false, reason: 'The phone number "555-1234" is not a valid number.' });
    expect(call('')).toEqual({ ok: false, reason: 'No phone number was given.' });
    expect(call(null)).toEqual({ ok: false, reason: 'No phone number was given.' });
  });
});
