import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import { DEFAULT_RETRY_SCHEDULE_MS } from '../../config/retry-schedule.ts';

const SECRET = `whsec_${randomBytes(32).toString('base64')}`;

describe('lead notification settings from the environment', () => {
  it('enables no channel by default, with the production retry schedule', () => {
    const { leads } = loadConfig({});
    expect(leads).toMatchObject({ email: undefined, webhook: undefined, pollMs: 1000, leaseMs: 120_000 });
    expect(leads.retryScheduleMs).toBe(DEFAULT_RETRY_SCHEDULE_MS);
  });

  it('enables e-mail with SMTP_URL and SALES_EMAIL, sending from no-reply at the site host unless SMTP_FROM says otherwise', () => {
    const env = { SMTP_URL: 'smtps://user:pass@mail.example.com:465', SALES_EMAIL: 'sales@harborline.ai', SITE_URL: 'https://www.harborline.ai/' };
    expect(loadConfig(env).leads.email).toEqual({ smtpUrl: env.SMTP_URL, to: 'sales@harborline.ai', from: 'no-reply@www.harborline.ai' });
    expect(loadConfig({ ...env, SMTP_FROM: 'Leads <leads@harborline.ai>' }).leads.email?.from).toBe('Leads <leads@harborline.ai>');
    expect(loadConfig(env).siteUrl).toBe('https://www.harborline.ai');
  });

  it('enables the webhook with LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET', () => {
    expect(loadConfig({ LEAD_WEBHOOK_URL: 'https://crm.example.com/hooks/leads', LEAD_WEBHOOK_SECRET: SECRET }).leads.webhook).toEqual({
      url: 'https://crm.example.com/hooks/leads',
      secret: SECRET,
    });
  });

  it('refuses to start with a webhook secret that is empty, short, or not whsec_<base64>, and says what to use', () => {
    const url = 'https://crm.example.com/hooks/leads';
    expect(() => loadConfig({ LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: 'whsec_' })).toThrow(
      'Invalid environment: LEAD_WEBHOOK_SECRET: the key is 0 bytes; it must be 24 to 64',
    );
    expect(() => loadConfig({ LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: 'whsec_aGVsbG8=' })).toThrow('LEAD_WEBHOOK_SECRET: the key is 5 bytes');
    expect(() => loadConfig({ LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: 'correct horse battery staple, long enough' })).toThrow(
      /LEAD_WEBHOOK_SECRET: it must have the form whsec_.*openssl rand -base64 32/,
    );
    expect(() => loadConfig({ LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: 'whsec_not base64 at all!!' })).toThrow('LEAD_WEBHOOK_SECRET: the part after whsec_ is not base64');
  });

  it('stops start-up when only half of a channel is configured or a value is malformed', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://localhost:25' })).toThrow('set both SMTP_URL and SALES_EMAIL, or neither');
    expect(() => loadConfig({ LEAD_WEBHOOK_SECRET: SECRET })).toThrow('set both LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET');
    expect(() => loadConfig({ SALES_EMAIL: 'not an address', SMTP_URL: 'smtp://localhost' })).toThrow('SALES_EMAIL');
    expect(() => loadConfig({ LEAD_RETRY_SCHEDULE: '5s,soon' })).toThrow('LEAD_RETRY_SCHEDULE: "soon" is not a duration');
  });
});
