import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the fake provider received it. */
export interface ProviderRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  query: URLSearchParams;
  /** performance.timeOrigin + performance.now() when the request's body had arrived (for the benchmark). */
  receivedAt: number;
}

/** What the fake answers to its n-th POST /call: a status (with a call object on 2xx), after a delay, or never. */
export type CallReply = { status: number; delayMs?: number } | 'hang';

/** One message of a chat turn's input, when the input is a list (the provider takes a string or a list). */
export interface ChatInputMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The body of POST /chat as our server sends it. */
export interface ChatRequestBody {
  assistantId: string;
  input: string | ChatInputMessage[];
  previousChatId?: string;
  /** The turn's variables ({{language}}). */
  assistantOverrides?: { variableValues?: Record<string, string> };
}

/** The visitor's words in a chat input: the string itself, or the last user message of a list. */
export function visitorWordsOf(input: ChatRequestBody['input'] | undefined): string {
  if (Array.isArray(input)) return input.filter((message) => message.role === 'user').at(-1)?.content ?? '';
  return String(input);
}

/** The system messages of a chat input (what our server sends along with the visitor's words). */
export function systemTextOf(input: ChatRequestBody['input'] | undefined): string {
  return Array.isArray(input) ? input.filter((message) => message.role === 'system').map((message) => message.content).join('\n') : '';
}

/** What the fake's POST /chat does next: answer with text, fail with a status, or answer late. */
export type ChatBehaviour = { reply: string; delayMs?: number } | { status: number; delayMs?: number };

export interface FakeVapiProviderOptions {
  /** Default: 201 with a new call id. */
  callReply?: (callNumber: number, body: unknown) => CallReply;
  /** Scripted chat behaviours, used in order; after the last, "Fake reply to: <the visitor's words>". */
  chat?: ChatBehaviour[];
  /** A status other than 200 makes GET /call fail with it (a provider that does not take the query). */
  callListStatus?: number;
}

type Handler = (request: ProviderRequest, response: ServerResponse) => void;

/** The resources voice:sync manages, under the paths the provider's server SDK uses. */
export const RESOURCE_PATHS = { credential: '/credential', tool: '/tool', assistant: '/assistant', 'phone-number': '/phone-number', eval: '/eval' } as const;
export type FakeResourceKind = keyof typeof RESOURCE_PATHS;
export type FakeResource = { id: string } & Record<string, unknown>;

/** What the provider never shows again once stored: a credential's token or HMAC key. */
function withoutSecrets(kind: FakeResourceKind, resource: FakeResource): FakeResource {
  if (kind !== 'credential') return resource;
  const { token: _token, secretKey: _secretKey, ...plan } = (resource.authenticationPlan ?? {}) as Record<string, unknown>;
  return { ...resource, authenticationPlan: plan };
}

const sendJson = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

/**
 * A local stand-in for the voice provider's REST API (VAPI_API_BASE_URL in tests): records every request
 * and answers POST /chat, POST /call and GET /call like the provider does. It can also play the provider's side afterwards: post the status updates
 * and the end-of-call report to our server URL, with the shared secret.
 */
export async function startFakeVapiProvider(options: FakeVapiProviderOptions = {}) {
  const requests: ProviderRequest[] = [];
  /** Credentials, tools, assistants and phone numbers, as stored (credentials with their secrets). */
  const resources: Record<FakeResourceKind, FakeResource[]> = { credential: [], tool: [], assistant: [], 'phone-number': [], eval: [] };
  let resourceNumber = 0;
  const stamp = () => new Date().toISOString();

  /**
   * GET lists, POST creates (201), GET/PATCH/DELETE one by id; PATCH replaces the top-level fields it names, as the
   * provider does. Phone numbers are bought on the provider, never created here.
   */
  function resourceRoute(kind: FakeResourceKind, request: ProviderRequest, response: ServerResponse, id: string | undefined): void {
    const list = resources[kind];
    const shown = (resource: FakeResource) => withoutSecrets(kind, resource);
    if (!id && request.method === 'GET') {
      const page = list.map(shown).slice(0, Number(request.query.get('limit') ?? 100));
      // Evals are listed a page at a time, with the page's metadata.
      return sendJson(response, 200, kind === 'eval' ? { results: page, metadata: { itemsPerPage: page.length, totalItems: list.length, currentPage: 1 } } : page);
    }
    if (!id && request.method === 'POST' && kind !== 'phone-number') {
      const body = (request.body ?? {}) as Record<string, unknown>;
      resourceNumber += 1;
      const created: FakeResource = { ...body, id: `${kind}_${resourceNumber}`, orgId: 'org_fake', createdAt: stamp(), updatedAt: stamp() };
      list.push(created);
      return sendJson(response, 201, shown(created));
    }
    const index = list.findIndex((resource) => resource.id === id);
    if (index < 0) return sendJson(response, 404, { message: `${kind} not found` });
    if (request.method === 'GET') return sendJson(response, 200, shown(list[index]!));
    if (request.method === 'PATCH') {
      list[index] = { ...list[index]!, ...((request.body ?? {}) as Record<string, unknown>), id: id!, updatedAt: stamp() };
      return sendJson(response, 200, shown(list[index]!));
    }
    if (request.method === 'DELETE' && kind !== 'phone-number') {
      const [removed] = list.splice(index, 1);
      return sendJson(response, 200, shown(removed!));
    }
    sendJson(response, 404, { message: 'Not found' });
  }

  const resourceHandler = (method: string, path: string): Handler | undefined => {
    for (const [kind, base] of Object.entries(RESOURCE_PATHS) as [FakeResourceKind, string][]) {
      if (path === base && (method === 'GET' || method === 'POST')) return (request, response) => resourceRoute(kind, request, response, undefined);
      if (path.startsWith(`${base}/`)) return (request, response) => resourceRoute(kind, request, response, decodeURIComponent(path.slice(base.length + 1)));
    }
    return undefined;
  };
  const calls: { id: string; body: unknown }[] = [];
  const hanging = new Set<ServerResponse>();
  let callNumber = 0;
  const chatScript = [...(options.chat ?? [])];
  let chatCount = 0;

  /** The call objects the fake created, as GET /call lists them. */
  const callObjects: Record<string, unknown>[] = [];
  const acceptCall = (body: unknown) => {
    const id = `call_${randomUUID()}`;
    calls.push({ id, body });
    const { name, assistantId, phoneNumberId, customer } = (body ?? {}) as Record<string, unknown>;
    const call = { id, status: 'queued', type: 'outboundPhoneCall', name, assistantId, phoneNumberId, customer, createdAt: new Date().toISOString() };
    callObjects.push(call);
    return call;
  };

  const routes: Record<string, Handler> = {
    /** Lists calls newest first, filtered by assistantId, phoneNumberId and createdAtGe, as the provider does. */
    'GET /call': (request, response) => {
      if (options.callListStatus && options.callListStatus !== 200) return sendJson(response, options.callListStatus, { message: 'scripted failure' });
      const query = request.query;
      const since = query.get('createdAtGe');
      const listed = callObjects
        .filter((call) => !query.has('assistantId') || call.assistantId === query.get('assistantId'))
        .filter((call) => !query.has('phoneNumberId') || call.phoneNumberId === query.get('phoneNumberId'))
        .filter((call) => !since || Date.parse(String(call.createdAt)) >= Date.parse(since))
        .reverse()
        .slice(0, Number(query.get('limit') ?? 100));
      sendJson(response, 200, listed);
    },
    'POST /chat': (request, response) => {
      const behaviour = chatScript.shift();
      const answer = () => {
        if (behaviour && 'status' in behaviour) return sendJson(response, behaviour.status, { message: 'scripted failure' });
        chatCount += 1;
        const input = (request.body as Partial<ChatRequestBody> | undefined)?.input;
        sendJson(response, 201, { id: `chat_${chatCount}`, output: [{ role: 'assistant', content: behaviour?.reply ?? `Fake reply to: ${visitorWordsOf(input)}` }] });
      };
      if (behaviour?.delayMs) setTimeout(answer, behaviour.delayMs);
      else answer();
    },
    'POST /call': (request, response) => {
      callNumber += 1;
      const reply = options.callReply?.(callNumber, request.body) ?? { status: 201 };
      if (reply === 'hang') {
        hanging.add(response);
        return;
      }
      // Like the provider, a call it accepts exists from that moment, however late the answer comes.
      const accepted = reply.status >= 200 && reply.status < 300 ? acceptCall(request.body) : undefined;
      const answer = () => {
        if (!accepted) return sendJson(response, reply.status, { message: 'scripted failure' });
        sendJson(response, reply.status, accepted);
      };
      if (reply.delayMs) setTimeout(answer, reply.delayMs);
      else answer();
    },
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // Kept as text: the test sees what was sent.
      }
      const url = new URL(request.url ?? '/', 'http://fake-vapi.invalid');
      const path = url.pathname;
      const received: ProviderRequest = {
        method: request.method ?? 'GET',
        path,
        query: url.searchParams,
        headers: request.headers,
        body,
        receivedAt: performance.timeOrigin + performance.now(),
      };
      requests.push(received);
      const handler = routes[`${received.method} ${path}`] ?? resourceHandler(received.method, path);
      if (handler) handler(received, response);
      else sendJson(response, 404, { message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** POSTs one server message to our server, as the provider does. */
  async function postServerMessage(serverUrl: string, secret: string | undefined, message: Record<string, unknown>) {
    const response = await fetch(serverUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(secret === undefined ? {} : { 'x-vapi-secret': secret }) },
      body: JSON.stringify({ message }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  /**
   * The headers the provider adds from a server credential: a bearer token (in its header, with or without the
   * prefix), or an HMAC of `{timestamp}.{body}` with the time in seconds (the provider's defaults: sha256, hex).
   */
  function credentialHeaders(credentialId: string, body: string): Record<string, string> {
    const credential = resources.credential.find((candidate) => candidate.id === credentialId);
    if (!credential) throw new Error(`The fake provider has no credential ${credentialId}`);
    const plan = credential.authenticationPlan as Record<string, string | boolean | undefined>;
    if (plan.type === 'bearer') {
      return { [String(plan.headerName ?? 'authorization').toLowerCase()]: plan.bearerPrefixEnabled === false ? String(plan.token) : `Bearer ${String(plan.token)}` };
    }
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = createHmac(String(plan.algorithm ?? 'sha256'), String(plan.secretKey)).update(`${timestamp}.${body}`).digest('hex');
    return { [String(plan.signatureHeader ?? 'x-signature')]: `${String(plan.signaturePrefix ?? '')}${signature}`, [String(plan.timestampHeader ?? 'x-timestamp')]: timestamp };
  }

  /** POSTs one server message as the provider does for an assistant: to its server URL, with its credential's headers. */
  async function postAsAssistant(assistantId: string, message: Record<string, unknown>) {
    const assistant = resources.assistant.find((candidate) => candidate.id === assistantId);
    const server = assistant?.server as { url: string; credentialId?: string } | undefined;
    if (!server) throw new Error(`The fake provider has no assistant ${assistantId} with a server URL`);
    const body = JSON.stringify({ message });
    const response = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(server.credentialId ? credentialHeaders(server.credentialId, body) : {}) },
      body,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  /** The provider's side of a call that was answered: ringing, in progress, ended, then the report. */
  async function completeCall(serverUrl: string, secret: string, callId: string, report: Partial<EndOfCallReport> = {}) {
    const startedAt = Date.now();
    for (const [offset, status] of [[1, 'ringing'], [2, 'in-progress'], [3, 'ended']] as const) {
      await postServerMessage(serverUrl, secret, { type: 'status-update', status, call: { id: callId }, timestamp: startedAt + offset });
    }
    return postServerMessage(serverUrl, secret, endOfCallReport(callId, startedAt + 4, report));
  }

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Calls the fake accepted, in order, with the id it gave each. */
    calls,
    /** Adds behaviours for the next chat turns. */
    scriptChat: (...behaviours: ChatBehaviour[]) => void chatScript.push(...behaviours),
    callRequests: () => requests.filter((request) => request.method === 'POST' && request.path === '/call'),
    /** POST /chat: the chat turns our server relayed, with the body it sent (input, previousChatId). */
    chatRequests: () => requests.filter((request) => request.method === 'POST' && request.path === '/chat') as (ProviderRequest & { body: ChatRequestBody })[],
    /** GET /call: our server asking whether a lead's call exists already. */
    callLookups: () => requests.filter((request) => request.method === 'GET' && request.path === '/call'),
    postServerMessage,
    postAsAssistant,
    credentialHeaders,
    completeCall,
    /** The provider's credentials, tools, assistants and phone numbers: tests add a bought number, or edit one as on its dashboard. */
    resources,
    /** A phone number as bought on the provider's dashboard. */
    addPhoneNumber: (number = '+19545550100') => {
      resourceNumber += 1;
      const phone: FakeResource = { id: `phone-number_${resourceNumber}`, provider: 'vapi', number, orgId: 'org_fake', createdAt: stamp(), updatedAt: stamp() };
      resources['phone-number'].push(phone);
      return phone;
    },
    /** The requests that changed a resource (POST, PATCH, DELETE on the four kinds). */
    resourceWrites: () => requests.filter((request) => request.method !== 'GET' && resourceHandler(request.method, request.path) !== undefined),
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface EndOfCallReport {
  endedReason: string;
  summary: string;
  structuredData: Record<string, unknown>;
  transcript: string;
  recordingUrl: string;
}

/** The provider's first message about a call a person made to our number (the website assistant answers it). */
export function inboundCallStarted(callId: string, callerNumber: string, timestamp: number) {
  return { type: 'status-update', status: 'in-progress', call: { id: callId, type: 'inboundPhoneCall', customer: { number: callerNumber } }, timestamp };
}

export function endOfCallReport(callId: string, timestamp: number, report: Partial<EndOfCallReport> = {}) {
  return {
    type: 'end-of-call-report',
    call: { id: callId },
    timestamp,
    endedReason: report.endedReason ?? 'customer-ended-call',
    startedAt: new Date(timestamp - 95_000).toISOString(),
    endedAt: new Date(timestamp).toISOString(),
    analysis: {
      summary: report.summary ?? 'Maria runs a 12-agent realty office and misses weekend calls. She wants a demo on Tuesday.',
      structuredData: report.structuredData ?? { qualified: true, teamSize: 12, preferredDemoDay: 'Tuesday' },
    },
    artifact: {
      transcript: report.transcript ?? 'AI: Hi Maria, this is the Harborline assistant calling about your demo request.\nUser: Hi! Yes, we miss weekend calls.',
      recordingUrl: report.recordingUrl ?? 'https://storage.vapi.example/recordings/call.wav',
      messages: [],
    },
    cost: 0.12,
  };
}

export type FakeVapiProvider = Awaited<ReturnType<typeof startFakeVapiProvider>>;
