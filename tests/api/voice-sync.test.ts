import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config/config.ts';
import { voiceStateFile, voiceStateSchema } from '../../src/server/config/voice-state.ts';
import { ASSISTANTS_DIR, loadAssistantDefinitions, parseAssistantFile } from '../../src/server/features/voice-assistants/assistant-definitions.ts';
import { runVoiceCheck, runVoiceSync } from '../../src/server/features/voice-assistants/index.ts';
import { SERVER_TOOL_DEFINITIONS } from '../../src/server/features/voice-assistants/server-tools.ts';
import { PRICES } from '../../src/shared/content/pricing.ts';
import { startFakeVapiProvider, type FakeResource, type FakeVapiProvider } from '../support/fake-vapi-provider.ts';
import { TEST_DATABASES } from '../support/test-databases.ts';
import { startTestServer } from '../support/test-server.ts';

const SITE_URL = 'https://www.harborline.test';
const EVENTS_URL = `${SITE_URL}/api/voice/events`;
const PRIVATE_KEY = 'vapi-private-key-for-tests';

/** One voice:sync or voice:check run, as a newcomer would type it, with what it printed. */
async function run(command: 'sync' | 'apply' | 'check', env: Record<string, string | undefined>, assistantsDir?: string) {
  const lines: string[] = [];
  const options = { env: { LOG_LEVEL: 'silent', ...env }, out: (line: string) => lines.push(line), assistantsDir };
  const code = command === 'check' ? await runVoiceCheck(options) : await runVoiceSync({ ...options, apply: command === 'apply' });
  return { code, output: lines.join('\n') };
}

/** The fields of a synced assistant and tool these tests read (the fake keeps what the SDK sent). */
interface SyncedAssistant extends FakeResource {
  firstMessage: string;
  server: unknown;
  serverMessages: string[];
  model: { toolIds: string[]; messages: { content: string }[]; tools?: { destinations: { message: string }[] }[] };
  analysisPlan: { structuredDataPlan: { schema: { properties: Record<string, { type: string }> } } };
  artifactPlan: unknown;
  voicemailDetection?: unknown;
  voicemailMessage?: string;
}
interface SyncedTool extends FakeResource {
  function: { name: string };
}

const byKey = (provider: FakeVapiProvider, key: string) =>
  provider.resources.assistant.find((assistant) => (assistant.metadata as { key?: string } | undefined)?.key === key) as SyncedAssistant;
const toolNamed = (provider: FakeVapiProvider, name: string) => provider.resources.tool.find((tool) => (tool.function as { name?: string }).name === name) as SyncedTool;

describe('npm run voice:sync and voice:check against the fake provider', () => {
  let provider: FakeVapiProvider;
  let stateDir: string;
  let env: Record<string, string>;
  beforeEach(async () => {
    provider = await startFakeVapiProvider();
    provider.addPhoneNumber('+19545550187');
    stateDir = mkdtempSync(join(tmpdir(), 'voice-state-'));
    env = { VAPI_PRIVATE_KEY: PRIVATE_KEY, VAPI_API_BASE_URL: provider.url, SITE_URL, VOICE_STATE_DIR: stateDir };
  });
  afterEach(async () => {
    await provider.close();
    rmSync(stateDir, { recursive: true, force: true });
  });

  it('shows the plan and changes nothing without --apply', async () => {
    const plan = await run('sync', env);
    expect(plan.code).toBe(0);
    expect(plan.output).toContain('+ create credential "voice-events www.harborline.test ');
    for (const tool of Object.keys(SERVER_TOOL_DEFINITIONS)) expect(plan.output).toContain(`+ create tool ${tool}`);
    for (const key of ['call-back.en', 'call-back.es', 'website.en', 'website.es']) expect(plan.output).toContain(`+ create assistant ${key}`);
    expect(plan.output).toContain('~ update phone number +19545550187');
    expect(plan.output).toContain('+ create eval call-back.en: honours "stop calling"');
    expect(plan.output).toContain('20 to create, 1 to change, 0 to delete, 0 unchanged.');
    expect(plan.output).toContain('Nothing was changed.');
    expect(provider.resourceWrites()).toHaveLength(0);
    expect(() => statSync(voiceStateFile(stateDir, SITE_URL))).toThrow();
  });

  it('applies in dependency order, keeps the ids in a 0600 state file, and a second apply changes nothing', async () => {
    const applied = await run('apply', env);
    expect(applied.code).toBe(0);
    const writes = provider.resourceWrites().map((request) => `${request.method} ${request.path.replace(/_\d+$/, '')}`);
    expect(writes).toEqual([
      'POST /credential',
      ...new Array<string>(3).fill('POST /tool'),
      ...new Array<string>(4).fill('POST /assistant'),
      ...new Array<string>(12).fill('POST /eval'),
      'PATCH /phone-number/phone-number',
    ]);
    expect(provider.resourceWrites().every((request) => request.headers.authorization === `Bearer ${PRIVATE_KEY}`)).toBe(true);

    const file = voiceStateFile(stateDir, SITE_URL);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const state = voiceStateSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    expect(state.serverSecret).toMatch(/^[\w-]{43}$/);

    // The credential is a bearer token holding the secret the server checks.
    const [credential] = provider.resources.credential;
    expect(credential).toMatchObject({ id: state.credentialId, provider: 'custom-credential', authenticationPlan: { type: 'bearer', token: state.serverSecret, headerName: 'Authorization' } });

    // Tools: names and parameters from the code that answers them, at our server URL, with the credential.
    for (const [name, definition] of Object.entries(SERVER_TOOL_DEFINITIONS)) {
      const tool = toolNamed(provider, name);
      expect(tool).toMatchObject({ type: 'function', function: { name, parameters: definition.parameters }, server: { url: EVENTS_URL, credentialId: state.credentialId } });
      expect(state.toolIds[name]).toBe(tool.id);
    }

    const callBack = byKey(provider, 'call-back.en');
    expect(callBack.firstMessage).toMatch(/AI assistant.*may be recorded/s);
    expect(callBack.server).toEqual({ url: EVENTS_URL, credentialId: state.credentialId });
    expect(callBack.serverMessages).toEqual(['status-update', 'end-of-call-report', 'tool-calls', 'transfer-update']);
    expect(callBack.model.toolIds).toEqual([state.toolIds.checkAvailability, state.toolIds.bookMeeting, state.toolIds.checkTransfer]);
    // The warm hand-off: the provider's transferCall dials the sales line (the site's sales number by default), tells the
    // person who picks up what the call was about, and keeps the assistant on the call when nobody answers.
    expect(callBack.model.tools).toEqual([
      {
        type: 'transferCall',
        destinations: [
          expect.objectContaining({
            type: 'number',
            number: '+19545550187',
            message: expect.stringMatching(/connecting you with a person from our sales team/),
            transferPlan: expect.objectContaining({
              mode: 'warm-transfer-wait-for-operator-to-speak-first-and-then-say-summary',
              timeout: 30,
              fallbackPlan: { message: expect.stringMatching(/book a meeting/), endCallEnabled: false },
            }),
          }),
        ],
      },
    ]);
    expect(byKey(provider, 'call-back.es').model.tools?.[0]?.destinations[0]?.message).toMatch(/le comunico con una persona de nuestro equipo de ventas/);
    expect(callBack.analysisPlan.structuredDataPlan.schema.properties.doNotCall?.type).toBe('boolean');
    expect(callBack.artifactPlan).toEqual({ recordingEnabled: true });
    // On a machine it leaves one short message that says who called, why, and the lead's booking address (issue 38).
    expect(callBack.voicemailDetection).toEqual({ provider: 'vapi', beepMaxAwaitSeconds: 25 });
    expect(callBack.voicemailMessage).toMatch(/^Hi \{\{firstName\}\}, this is the AI assistant of Harborline .*demo request.* go to \{\{bookingAddress\}\}, or call us at /);
    // The prompt quotes the content model's prices, with nothing left unfilled.
    const prompt = callBack.model.messages[0]!.content;
    expect(prompt).toContain(PRICES.monthlyFrom);
    expect(prompt).not.toContain('[[');
    expect(byKey(provider, 'call-back.es').firstMessage).toMatch(/asistente de IA.*puede ser grabada/s);
    expect(byKey(provider, 'website.en').model.toolIds).toEqual([state.toolIds.checkAvailability]);
    expect(provider.resources['phone-number'][0]!.assistantId).toBe(state.assistantIds['website.en']);
    // The evals beside each assistant: a mock turn, the reply judged by a rule, a tool call or a model.
    const stopCalling = provider.resources.eval.find((test) => test.name === 'call-back.en: honours "stop calling"');
    expect(stopCalling).toMatchObject({
      id: state.evalIds['call-back.en: honours "stop calling"'],
      type: 'chat.mockConversation',
      messages: [{ role: 'user', content: 'Please stop calling me and take me off your list.' }, { role: 'assistant', judgePlan: { type: 'ai' } }],
    });
    expect(provider.resources.eval.find((test) => test.name === 'website.es: ofrece una hora al pedir una cita')?.messages).toEqual([
      { role: 'user', content: 'Quisiera reservar una demostración con su equipo el jueves.' },
      { role: 'assistant', judgePlan: { type: 'regex', content: '[\\s\\S]*', toolCalls: [{ name: 'checkAvailability' }] } },
    ]);

    const writesBefore = provider.resourceWrites().length;
    const again = await run('apply', env);
    expect(again.output).toContain('0 to create, 0 to change, 0 to delete, 21 unchanged.');
    expect(provider.resourceWrites()).toHaveLength(writesBefore);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(state);

    expect(await run('check', env)).toEqual({ code: 0, output: 'The provider matches voice/ and what the server needs (4 assistants).' });
  });

  it('finds its resources again without the state file, by name and metadata, when the secret is configured', async () => {
    const withSecret = { ...env, VAPI_SERVER_SECRET: 'a-configured-server-secret-of-32-bytes' };
    await run('apply', withSecret);
    rmSync(voiceStateFile(stateDir, SITE_URL));
    const writesBefore = provider.resourceWrites().length;
    const again = await run('apply', withSecret);
    expect(again.output).toContain('0 to create, 0 to change, 0 to delete, 21 unchanged.');
    expect(provider.resourceWrites()).toHaveLength(writesBefore);
    // The configured secret is not copied into the file.
    expect(JSON.parse(readFileSync(voiceStateFile(stateDir, SITE_URL), 'utf8')).serverSecret).toBeUndefined();
  });

  it('says in plain words how the provider drifted, exits 1, and the next apply puts it back', async () => {
    await run('apply', env);
    const callBack = byKey(provider, 'call-back.en');
    callBack.server = { url: 'https://old.example.test/api/voice/events' };
    callBack.serverMessages = ['status-update', 'tool-calls'];
    toolNamed(provider, 'bookMeeting').function.name = 'bookMeting';
    const spanishCallBack = byKey(provider, 'call-back.es');
    delete spanishCallBack.voicemailDetection;
    spanishCallBack.voicemailMessage = 'Hola, llámenos.';

    const check = await run('check', env);
    expect(check.code).toBe(1);
    expect(check.output).toContain('Assistant call-back.en sends its server messages to https://old.example.test/api/voice/events, not https://www.harborline.test/api/voice/events');
    expect(check.output).toContain('Assistant call-back.en\'s server URL has no credential: our server refuses its messages (401).');
    expect(check.output).toContain('Assistant call-back.en does not send end-of-call-report server messages');
    expect(check.output).toContain('can call bookMeting, which our server does not answer');
    expect(check.output).toContain('lacks the tool bookMeeting that our server answers');
    expect(check.output).toContain('Assistant call-back.es has no voicemail detection: on an answering machine it would talk to the greeting');
    expect(check.output).toContain("Assistant call-back.es's voicemail message does not say {{bookingAddress}}");

    const plan = await run('sync', env);
    expect(plan.output).toContain('~ update tool bookMeeting');
    expect(plan.output).toContain('function.name: "bookMeting" → "bookMeeting"');
    expect(plan.output).toMatch(/~ update assistant call-back.en[^\n]*\n\s+server.url: "https:\/\/old.example.test\/api\/voice\/events" → "https:\/\/www.harborline.test\/api\/voice\/events"/);

    await run('apply', env);
    expect((await run('check', env)).code).toBe(0);

    // A variable left from the hand-made set-up makes the server call another assistant than voice/ defines.
    const leftOver = await run('check', { ...env, VAPI_ASSISTANT_ID: 'asst_made_by_hand' });
    expect(leftOver.code).toBe(1);
    expect(leftOver.output).toContain('VAPI_ASSISTANT_ID is set to asst_made_by_hand: the server uses it instead of the English website assistant voice:sync keeps');
    expect(leftOver.output).toContain('VAPI_ASSISTANT_ID is set to asst_made_by_hand: the server uses it instead of the English call-back assistant voice:sync keeps');
  });

  it('shows a changed prompt as a line diff, and deletes an assistant whose file is gone', async () => {
    await run('apply', env);
    const dir = mkdtempSync(join(tmpdir(), 'voice-assistants-'));
    try {
      cpSync(ASSISTANTS_DIR, dir, { recursive: true });
      const file = join(dir, 'call-back.en.md');
      writeFileSync(file, readFileSync(file, 'utf8').replace('Keep answers short and spoken', 'Keep every answer brief and spoken'));
      rmSync(join(dir, 'website.es.md'));
      const plan = await run('sync', env, dir);
      expect(plan.output).toContain('    model.messages.0.content:');
      expect(plan.output).toContain('- Keep answers short and spoken');
      expect(plan.output).toContain('+ Keep every answer brief and spoken');
      expect(plan.output).toMatch(/- delete assistant website\.es \(assistant_\d+\)/);
      expect(plan.output).toMatch(/- delete eval website\.es: dice que es una IA \(eval_\d+\)/);
      const check = await run('check', env, dir);
      expect(check.output).toContain('The assistant call-back.en differs from the repository in model.messages.0.content.');
      expect(check.output).toContain('The assistant website.es is on the provider but no longer in the repository.');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says what to do without a private key, before the first apply, and on a SITE_URL the provider cannot reach', async () => {
    await expect(run('sync', { SITE_URL, VOICE_STATE_DIR: stateDir })).rejects.toThrow(/Set VAPI_PRIVATE_KEY/);
    expect(await run('check', env)).toMatchObject({ code: 1, output: expect.stringContaining('run npm run voice:sync -- --apply') });
    const local = { ...env, SITE_URL: 'http://localhost:3000' };
    expect((await run('apply', local)).output).toContain('Note: SITE_URL is http://localhost:3000, which the provider cannot reach');
    expect(await run('check', local)).toMatchObject({ code: 1, output: expect.stringContaining('- SITE_URL is http://localhost:3000, which the provider cannot reach') });
  });

  it('gives the server the ids and the secret voice:sync kept, and the variables still win', async () => {
    await run('apply', env);
    const state = voiceStateSchema.parse(JSON.parse(readFileSync(voiceStateFile(stateDir, SITE_URL), 'utf8')));
    const config = loadConfig(env);
    expect(config.voice).toMatchObject({ assistantId: state.assistantIds['website.en'], spanishAssistantId: state.assistantIds['website.es'], serverSecret: state.serverSecret, synced: true });
    expect(config.callBack.provider).toMatchObject({ assistantId: state.assistantIds['call-back.en'], spanishAssistantId: state.assistantIds['call-back.es'], phoneNumberId: provider.resources['phone-number'][0]!.id });
    const overridden = loadConfig({ ...env, VAPI_ASSISTANT_ID: 'asst_from_env', VAPI_PHONE_NUMBER_ID: 'phone_from_env' });
    expect(overridden.callBack.provider).toMatchObject({ assistantId: 'asst_from_env', phoneNumberId: 'phone_from_env' });
    // Another site's state is not this one's.
    expect(loadConfig({ ...env, SITE_URL: 'https://staging.harborline.test' }).voice.synced).toBe(false);
  });
});

describe('the assistants in voice/', () => {
  it('are four, each grounded in the content model, and a tool the server does not answer fails loudly', () => {
    const definitions = loadAssistantDefinitions();
    expect(definitions.map((definition) => definition.key)).toEqual(['call-back.en', 'call-back.es', 'website.en', 'website.es']);
    const file = join(ASSISTANTS_DIR, 'call-back.en.md');
    const text = readFileSync(file, 'utf8');
    // bookMeeting renamed in the code (voice-tools.ts): the file that still names it cannot be read.
    expect(() => parseAssistantFile(file, text, ['checkAvailability', 'bookDemo'])).toThrow(
      /call-back\.en\.md: our server answers no tool named bookMeeting, checkTransfer \(it answers checkAvailability, bookDemo/,
    );
    expect(() => parseAssistantFile(file, text.replace('[[setupPrice]]', '[[setupCost]]'))).toThrow(/\[\[setupCost\]\] is not a fact the site's content gives/);
    expect(() => parseAssistantFile(file, text.replace('serverMessages: [', 'serverMesages: ['))).toThrow(/serverMesages|serverMessages/);
  });
});

describe.each(TEST_DATABASES)('GET /readyz shows the voice provider\'s verdict on $name', ({ open }) => {
  let provider: FakeVapiProvider;
  let stateDir: string;
  beforeAll(async () => {
    provider = await startFakeVapiProvider();
    provider.addPhoneNumber();
    stateDir = mkdtempSync(join(tmpdir(), 'voice-state-'));
  });
  afterAll(async () => {
    await provider.close();
    rmSync(stateDir, { recursive: true, force: true });
  });

  /** /readyz once the start-up check has settled (`settles`: the server has a state file to check against). */
  async function verdictOf(env: Record<string, string>, settles = true) {
    const server = await startTestServer({ env, database: await open() });
    try {
      for (let tries = 0; tries < 100; tries += 1) {
        const body = (await server.app.fastify.inject({ url: '/readyz' })).json<Record<string, unknown>>();
        if (body.voiceProvider !== 'unknown' || !settles) return body;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return { voiceProvider: 'unknown' };
    } finally {
      await server.close();
    }
  }

  it('in-sync after voice:sync, drift once the provider was edited, and nothing of the differences or the secret', async () => {
    const env = { VAPI_PRIVATE_KEY: PRIVATE_KEY, VAPI_API_BASE_URL: provider.url, SITE_URL, VOICE_STATE_DIR: stateDir };
    expect(await verdictOf(env, false)).toMatchObject({ status: 'ready', voiceProvider: 'unknown' });
    await run('apply', env);
    expect(await verdictOf(env)).toMatchObject({ status: 'ready', voiceProvider: 'in-sync' });
    byKey(provider, 'website.es').serverMessages = [];
    const drifted = await verdictOf(env);
    expect(drifted).toEqual({ status: 'ready', database: expect.any(String), voiceProvider: 'drift' });
  });
});
