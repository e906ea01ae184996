import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';

const PROVIDER = { VAPI_PRIVATE_KEY: 'priv_key', VAPI_ASSISTANT_ID: 'asst_1', VAPI_PHONE_NUMBER_ID: 'pn_1' };

describe('call-back settings from the environment', () => {
  it('places no calls until the private key, assistant and phone number are all set', () => {
    expect(loadConfig({}).callBack).toEqual({
      provider: undefined,
      hours: { startMinute: 480, endMinute: 1260 },
      siteTimeZone: 'America/New_York',
      defaultCountry: 'US',
      allowedCountries: ['US', 'CA'],
      maxPerDay: 50,
      // Up to 3 calls within 48 hours: 10 minutes after the first, then the next morning at 9:30 (issue 38).
      retries: { maxAttempts: 3, windowMs: 48 * 3_600_000, delays: [{ afterMs: 600_000 }, 'next-morning'], morningMinute: 570 },
      alertStaffByEmail: false,
      salesLine: expect.anything(),
    });
    expect(loadConfig({ VAPI_PRIVATE_KEY: 'priv_key', VAPI_ASSISTANT_ID: 'asst_1' }).callBack.provider).toBeUndefined();
    expect(loadConfig(PROVIDER).callBack.provider).toEqual({
      baseUrl: 'https://api.vapi.ai',
      privateKey: 'priv_key',
      assistantId: 'asst_1',
      phoneNumberId: 'pn_1',
      timeoutMs: 10_000,
    });
    expect(loadConfig({ ...PROVIDER, VAPI_API_BASE_URL: 'http://127.0.0.1:9999/' }).callBack.provider?.baseUrl).toBe('http://127.0.0.1:9999');
    expect(loadConfig(PROVIDER).voice.privateKey).toBe('priv_key');
  });

  it('stops start-up on malformed hours, time zone or country', () => {
    expect(() => loadConfig({ CALLBACK_HOURS: '9-5' })).toThrow('CALLBACK_HOURS');
    expect(() => loadConfig({ SITE_TIMEZONE: 'Mars/Olympus' })).toThrow('SITE_TIMEZONE: "Mars/Olympus" is not a time zone');
    expect(() => loadConfig({ DEFAULT_PHONE_COUNTRY: 'usa' })).toThrow('DEFAULT_PHONE_COUNTRY');
    expect(() => loadConfig({ CALLBACK_COUNTRIES: 'US;CA' })).toThrow('CALLBACK_COUNTRIES');
    expect(() => loadConfig({ CALLBACK_COUNTRIES: 'US,XX' })).toThrow('CALLBACK_COUNTRIES: XX is not a country code we can call');
    expect(() => loadConfig({ CALLBACK_MAX_PER_DAY: '-1' })).toThrow('CALLBACK_MAX_PER_DAY');
    expect(() => loadConfig({ CALLBACK_MAX_ATTEMPTS: '5' })).toThrow('CALLBACK_MAX_ATTEMPTS: the call consent allows at most 3 calls');
    expect(() => loadConfig({ CALLBACK_RETRY_DELAYS: '10m,soon' })).toThrow('CALLBACK_RETRY_DELAYS');
    expect(loadConfig({ CALLBACK_MAX_ATTEMPTS: '2', CALLBACK_RETRY_DELAYS: '30m', CALLBACK_RETRY_WINDOW_HOURS: '24', CALLBACK_RETRY_MORNING: '10:00' }).callBack.retries).toEqual({
      maxAttempts: 2,
      windowMs: 24 * 3_600_000,
      delays: [{ afterMs: 1_800_000 }],
      morningMinute: 600,
    });
    expect(loadConfig({ CALLBACK_COUNTRIES: ' CA , US,CA', CALLBACK_MAX_PER_DAY: '5' }).callBack).toMatchObject({ allowedCountries: ['CA', 'US'], maxPerDay: 5 });
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', SALES_EMAIL: 'sales@example.com' }).callBack.alertStaffByEmail).toBe(true);
    expect(loadConfig({ CALLBACK_HOURS: '09:30-17:00', SITE_TIMEZONE: 'Europe/London', DEFAULT_PHONE_COUNTRY: 'GB' }).callBack).toMatchObject({
      hours: { startMinute: 570, endMinute: 1020 },
      siteTimeZone: 'Europe/London',
      defaultCountry: 'GB',
    });
  });
});
