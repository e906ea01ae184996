import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { PROXY_WARNING_INTERVAL_MS, installProxySelfCheck } from './proxy-self-check.ts';
import { fastifyTrustProxy, type TrustProxy } from '../config/proxy-trust.ts';

/** A real Fastify app whose log lines are collected, with the self-check on a clock the test moves. */
function appWith(trustProxy: TrustProxy) {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as { level: number; msg: string });
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream }, trustProxy: fastifyTrustProxy(trustProxy) });
  let time = 1_000_000;
  installProxySelfCheck(app, trustProxy, () => time);
  app.get('/', async () => 'ok');
  return {
    app,
    warnings: () => lines.filter((line) => line.level === 40).map((line) => line.msg),
    wait: (ms: number) => (time += ms),
  };
}

const viaProxy = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' };

describe('proxy self-check', () => {
  it('warns once, naming TRUST_PROXY and what breaks, when forwarded requests arrive and nobody is trusted', async () => {
    const { app, warnings, wait } = appWith(false);
    await app.inject({ url: '/' });
    expect(warnings()).toEqual([]);

    for (let i = 0; i < 3; i += 1) await app.inject({ url: '/', headers: viaProxy });
    await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatch(/TRUST_PROXY/);
    expect(warnings()[0]).toMatch(/rate-limit bucket.*HSTS.*origin check/);

    wait(PROXY_WARNING_INTERVAL_MS - 1);
    await app.inject({ url: '/', headers: viaProxy });
    expect(warnings()).toHaveLength(1);
    wait(1);
    await app.inject({ url: '/', headers: viaProxy });
    expect(warnings()).toHaveLength(2);
    await app.close();
  });

  it('says nothing when TRUST_PROXY names the proxy', async () => {
    const { app, warnings } = appWith(['127.0.0.1']);
    await app.inject({ url: '/', headers: viaProxy });
    expect(warnings()).toEqual([]);
    await app.close();
  });
});
