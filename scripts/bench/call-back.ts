/**
 * npm run bench:callback [-- --leads 100] [--rebuild]
 *
 * Speed to lead: the time from the demo form's 201 to the voice provider receiving POST /call, for
 * leads that ticked "Call me now", within calling hours. Starts the production server
 * (`node <dist>/server/main.js`, embedded PGlite in a temporary folder, default outbox poll of 1 s)
 * against a local fake provider, submits the leads one after another over HTTP (a fifth of them
 * without consent, interleaved), and prints the median and p95. Also counts calls placed against
 * leads consenting: they must be equal (exit code 1 otherwise), and no lead without consent is called.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CALL_CONSENT } from '../../src/shared/content/call-consent.ts';
import { startBuiltServer } from '../../tests/support/built-server.ts';
import { startFakeVapiProvider } from '../../tests/support/fake-vapi-provider.ts';
import { ensureBuild } from '../lib/local-processes.ts';

const { values: args } = parseArgs({
  options: { leads: { type: 'string', default: '100' }, rebuild: { type: 'boolean', default: false } },
});
const consentingLeads = Math.max(1, Number(args.leads) || 100);
const dist = resolve(process.env.DIST_DIR ?? join(import.meta.dirname, '..', '..', 'dist'));

const now = () => performance.timeOrigin + performance.now();
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  ensureBuild(dist, { rebuild: args.rebuild });
  process.env.DIST_DIR = dist;
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-callback-'));
  const provider = await startFakeVapiProvider();
  const server = await startBuiltServer({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    VAPI_API_BASE_URL: provider.url,
    VAPI_PRIVATE_KEY: 'bench_private_key',
    VAPI_ASSISTANT_ID: 'asst_bench',
    VAPI_PHONE_NUMBER_ID: 'pn_bench',
    CALLBACK_HOURS: '00:00-24:00',
    // Every lead a different visitor (X-Forwarded-For through a trusted local proxy), and a cap above the run:
    // the benchmark measures speed, not the limits (tests/api/call-back-red-team.test.ts proves those).
    TRUST_PROXY: '127.0.0.1',
    CALLBACK_MAX_PER_DAY: String(consentingLeads),
  });
  try {
    /** E.164 number → when its 201 arrived. */
    const answeredAt = new Map<string, number>();
    const withoutConsent = new Set<string>();
    const total = consentingLeads + Math.ceil(consentingLeads / 4);
    for (let index = 0; index < total; index += 1) {
      const consenting = index % 5 !== 4 || answeredAt.size >= consentingLeads;
      if (consenting && answeredAt.size >= consentingLeads) break;
      const line = String(1000 + index).padStart(4, '0');
      const response = await fetch(`${server.url}/api/contacts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.${100 + Math.floor(index / 250)}.${index % 250}` },
        body: JSON.stringify({
          firstName: 'Bench',
          lastName: `Lead ${index}`,
          email: `bench-${index}@example.com`,
          phone: `(954) 463-${line}`,
          company: 'Benchmark Realty',
          industry: 'real-estate',
          message: `Lead number ${index}`,
          ...(consenting ? { callConsent: { version: CALL_CONSENT.version, page: '/' } } : {}),
        }),
      });
      const at = now();
      if (response.status !== 201) throw new Error(`POST /api/contacts answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
      if (consenting) answeredAt.set(`+1954463${line}`, at);
      else withoutConsent.add(`+1954463${line}`);
    }
    const deadline = Date.now() + 30_000;
    while (provider.callRequests().length < answeredAt.size && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 50));
    // A moment more, to catch a call that should not happen.
    await new Promise((wait) => setTimeout(wait, 1_500));

    const calls = provider.callRequests();
    const numberOf = (body: unknown) => (body as { customer?: { number?: string } }).customer?.number ?? '';
    const latencies = calls
      .filter((call) => answeredAt.has(numberOf(call.body)))
      .map((call) => call.receivedAt - answeredAt.get(numberOf(call.body))!)
      .sort((a, b) => a - b);
    const wronglyCalled = calls.filter((call) => withoutConsent.has(numberOf(call.body))).length;
    const median = percentile(latencies, 50);
    const p95 = percentile(latencies, 95);
    console.info(`Leads submitted: ${answeredAt.size + withoutConsent.size} (${answeredAt.size} consenting, ${withoutConsent.size} not)`);
    console.info(`Calls placed: ${calls.length} (to consenting leads: ${latencies.length}, to others: ${wronglyCalled})`);
    console.info(`201 → provider receives POST /call: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms`);
    const ok = latencies.length === answeredAt.size && calls.length === answeredAt.size && wronglyCalled === 0;
    console.info(ok ? 'Calls placed = leads consenting.' : 'MISMATCH: calls placed differ from leads consenting.');
    console.info(median < 2_000 ? 'Median under the 2 s target.' : 'Median above the 2 s target.');
    process.exitCode = ok && median < 2_000 ? 0 : 1;
  } finally {
    await server.kill('SIGTERM');
    await provider.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
