import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig, SERVER_ENV_NAMES } from './config.ts';
import { projectPath } from '../project-root.ts';
import { startupWarnings } from '../startup-warnings.ts';

describe('loadConfig: SITE_URL, FORCE_HTTPS and TRUST_PROXY', () => {
  it('refuses FORCE_HTTPS without TRUST_PROXY, saying why', () => {
    expect(() => loadConfig({ FORCE_HTTPS: 'true', SITE_URL: 'https://www.example.com' })).toThrow(
      /FORCE_HTTPS=true needs TRUST_PROXY.*no TLS of its own.*redirected for ever/,
    );
  });

  it('refuses FORCE_HTTPS without an https SITE_URL to redirect to', () => {
    expect(() => loadConfig({ FORCE_HTTPS: 'true', TRUST_PROXY: '127.0.0.1' })).toThrow(/FORCE_HTTPS=true needs SITE_URL/);
    expect(loadConfig({ FORCE_HTTPS: 'true', TRUST_PROXY: '127.0.0.1', SITE_URL: 'https://www.example.com' }).forceHttps).toBe(true);
  });

  it('refuses TRUST_PROXY=true, and any CIDR of every address, telling to give the proxy\'s address or a hop count', () => {
    for (const anyone of ['true', ' true ', '0.0.0.0/0', '10.0.0.1, ::/0']) {
      expect(() => loadConfig({ TRUST_PROXY: anyone }), anyone).toThrow(/TRUST_PROXY.*Give the address of the proxy.*TRUST_PROXY=127\.0\.0\.1.*number of proxies.*TRUST_PROXY=1/);
    }
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/any client/);
  });

  it('takes a hop count, or proxy addresses and CIDRs, and refuses what is neither', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8 ,loopback' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', 'fd00::/8', 'loopback']);
    for (const bad of ['proxy.example.com', '10.0.0.0/33', '10.0.0.0/', '::1/129', '1.2.3.4/8/8', '1e3']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: ".*" (is not an IP address or CIDR|has no valid prefix length)/);
    }
  });

  it('accepts an http(s) SITE_URL, without its trailing slash, and rejects anything else', () => {
    expect(loadConfig({ SITE_URL: 'https://www.example.com/' }).siteUrl).toBe('https://www.example.com');
    expect(loadConfig({ SITE_URL: 'https://example.com/site/' }).siteUrl).toBe('https://example.com/site');
    expect(loadConfig({}).siteUrl).toBe('http://localhost:3000');
    for (const bad of ['ftp://example.com', 'https://example.com/?a=1', 'https://example.com/#x', "https://example.com/a'b"]) {
      expect(() => loadConfig({ SITE_URL: bad }), bad).toThrow(/SITE_URL must be the site's public http\(s\) address/);
    }
  });
});

describe('loadConfig: HOST and LOG_FORMAT by NODE_ENV', () => {
  it('listens on loopback unless HOST is set or NODE_ENV is production', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: ' ' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
  });

  it('logs JSON in production, decides by the terminal elsewhere, and takes json or pretty alone', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).logFormat).toBe('json');
    expect(loadConfig({}).logFormat).toBe('auto');
    expect(loadConfig({ LOG_FORMAT: 'pretty', NODE_ENV: 'production' }).logFormat).toBe('pretty');
    expect(loadConfig({ LOG_FORMAT: '' }).logFormat).toBe('auto');
    expect(() => loadConfig({ LOG_FORMAT: 'colour' })).toThrow(/Invalid environment: LOG_FORMAT/);
  });
});

describe('loadConfig: VAPI_SERVER_SECRET', () => {
  it('refuses a secret shorter than 24 bytes, saying how to make one', () => {
    for (const short of ['secret', 'x'.repeat(23), ` ${'x'.repeat(23)} `]) {
      expect(() => loadConfig({ VAPI_SERVER_SECRET: short }), short).toThrow(/VAPI_SERVER_SECRET must be at least 24 bytes.*openssl rand -base64 32/);
    }
    expect(loadConfig({ VAPI_SERVER_SECRET: 'x'.repeat(24) }).voice.serverSecret).toBe('x'.repeat(24));
    // Counted in bytes: 12 two-byte characters are enough.
    expect(loadConfig({ VAPI_SERVER_SECRET: 'é'.repeat(12) }).voice.serverSecret).toBe('é'.repeat(12));
    expect(loadConfig({ VAPI_SERVER_SECRET: '' }).voice.serverSecret).toBeUndefined();
  });
});

describe('startupWarnings', () => {
  it('warns in production when SITE_URL is unset or local, and only then', () => {
    // With the booking key set: production without it is warned about on its own (meeting-availability.test.ts).
    const BOOKING_KEY = 'a-booking-token-key-of-32-bytes-x';
    const warn = (env: Record<string, string>) => startupWarnings(loadConfig(env), env);
    expect(warn({ NODE_ENV: 'production', BOOKING_TOKEN_SECRET: BOOKING_KEY })).toEqual([expect.stringMatching(/SITE_URL is not set while NODE_ENV=production/)]);
    expect(warn({ NODE_ENV: 'production', BOOKING_TOKEN_SECRET: BOOKING_KEY, SITE_URL: 'http://127.0.0.1:3000' })).toHaveLength(1);
    expect(warn({ NODE_ENV: 'production', BOOKING_TOKEN_SECRET: BOOKING_KEY, SITE_URL: 'https://www.example.com' })).toEqual([]);
    expect(warn({})).toEqual([]);
  });

  it('reads a setting under its old CONTACT_* name while the LEAD_* name is unset, and warns naming the new name', () => {
    const env = { CONTACT_RATE_LIMIT_PER_MINUTE: '7', CONTACT_RATE_LIMIT_PER_DAY: '70', CONTACT_MIN_FILL_MS: '0' };
    expect(loadConfig(env).leadIntake).toEqual({ perMinute: 7, perDay: 70, minFillTimeMs: 0, memoryClients: 50_000 });
    const warnings = startupWarnings(loadConfig(env), env);
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatch(/CONTACT_RATE_LIMIT_PER_MINUTE is the old name of LEAD_RATE_LIMIT_PER_MINUTE; .* rename it to LEAD_RATE_LIMIT_PER_MINUTE/);
    expect(warnings[2]).toMatch(/rename it to LEAD_MIN_FILL_MS/);
    expect(startupWarnings(loadConfig({}), { CONTACT_FORM_URL: 'https://forms.example.com' })).toEqual([expect.stringMatching(/rename it to LEAD_FORM_URL/)]);
  });

  it('prefers the LEAD_* name when both are set, and says the old one is ignored', () => {
    const env = { LEAD_RATE_LIMIT_PER_MINUTE: '9', CONTACT_RATE_LIMIT_PER_MINUTE: '7' };
    expect(loadConfig(env).leadIntake.perMinute).toBe(9);
    expect(startupWarnings(loadConfig(env), env)).toEqual([expect.stringMatching(/CONTACT_RATE_LIMIT_PER_MINUTE .* is ignored/)]);
    expect(loadConfig({ LEAD_MIN_FILL_MS: '500' }).leadIntake.minFillTimeMs).toBe(500);
  });
});

describe('.env.example', () => {
  const example = parseEnv(readFileSync(projectPath('.env.example'), 'utf8'));

  it('lists every variable the server reads, and README documents each', () => {
    const readme = readFileSync(projectPath('README.md'), 'utf8');
    for (const name of SERVER_ENV_NAMES) {
      expect(Object.keys(example), name).toContain(name);
      expect(readme, name).toContain(`\`${name}\``);
    }
  });

  it('copied to .env as it is, starts a valid configuration with the documented defaults', () => {
    const config = loadConfig(example);
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', siteUrl: 'http://localhost:3000', forceHttps: false, trustProxy: false });
    expect(config.leads).toMatchObject({ email: undefined, webhook: undefined });
  });
});
