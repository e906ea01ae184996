/**
 * The voice provider's REST API, server side only: bearer auth with the private key, JSON both ways and a
 * time limit per call. The key stays here; it is never logged (errors carry status codes and paths only).
 */
export const DEFAULT_VAPI_API_BASE_URL = 'https://api.vapi.ai';
export const VAPI_REQUEST_TIMEOUT_MS = 10_000;

/** The provider answered with a status outside 2xx. */
export class VapiApiError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
  ) {
    super(`The voice provider answered HTTP ${status} to ${path}`);
    this.name = 'VapiApiError';
  }
}

/** The provider did not answer within the call's time limit. */
export class VapiTimeoutError extends Error {
  constructor(
    readonly path: string,
    readonly timeoutMs: number,
  ) {
    super(`The voice provider did not answer ${path} within ${timeoutMs / 1000} s`);
    this.name = 'VapiTimeoutError';
  }
}

export interface VapiApiOptions {
  baseUrl?: string;
  privateKey: string;
  /** Default time limit of one request; a method may pass its own. */
  timeoutMs?: number;
}

/** One message of a chat turn's input: the provider takes a string, or a list of these. */
export interface ChatInputMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface SendChatInput {
  assistantId: string;
  input: string | readonly ChatInputMessage[];
  previousChatId?: string;
  timeoutMs?: number;
  /** The assistant's variables for this turn ({{language}} in its prompt). */
  variableValues?: Readonly<Record<string, string>>;
}

export interface ChatOutput {
  id: string;
  /** The assistant's reply: the text of its last output message. */
  reply: string;
}

export interface CreateCallInput {
  assistantId: string;
  phoneNumberId: string;
  /** The provider's "name" of the call, for our own reference (at most 40 characters): we put the lead's id there. */
  name?: string;
  customer: { number: string; name?: string };
  /** Values the assistant's prompt refers to as {{name}}, so the AI opens with context. */
  variableValues?: Record<string, string>;
}

export interface ProviderCall {
  id: string;
  status?: string;
}

/** Which calls to list (GET /call): ours, named `name`, created at or after `createdAtGe`. */
export interface FindCallInput {
  assistantId: string;
  phoneNumberId: string;
  name: string;
  createdAtGe: Date;
}

/** The provider lists at most this many calls per request (its maximum). */
const CALL_LIST_LIMIT = 1000;

export function createVapiApi({ baseUrl = DEFAULT_VAPI_API_BASE_URL, privateKey, timeoutMs: defaultTimeoutMs = VAPI_REQUEST_TIMEOUT_MS }: VapiApiOptions) {
  const base = baseUrl.replace(/\/+$/, '');

  async function request<T>(method: 'GET' | 'POST', pathAndQuery: string, body?: unknown, timeoutMs = defaultTimeoutMs): Promise<T> {
    // Errors name the path, never the query.
    const path = pathAndQuery.split('?')[0]!;
    try {
      const response = await fetch(`${base}${pathAndQuery}`, {
        method,
        headers: { authorization: `Bearer ${privateKey}`, 'content-type': 'application/json', accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        await response.arrayBuffer().catch(() => undefined);
        throw new VapiApiError(response.status, path);
      }
      return (await response.json()) as T;
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') throw new VapiTimeoutError(path, timeoutMs);
      throw error;
    }
  }

  return {
    /** One chat turn (POST /chat); previousChatId chains it to the conversation so far. */
    async sendChat({ assistantId, input, previousChatId, timeoutMs, variableValues }: SendChatInput): Promise<ChatOutput> {
      const chat = await request<{ id?: unknown; output?: unknown }>(
        'POST',
        '/chat',
        { assistantId, input, ...(previousChatId ? { previousChatId } : {}), ...(variableValues ? { assistantOverrides: { variableValues } } : {}) },
        timeoutMs,
      );
      const output = Array.isArray(chat.output) ? (chat.output as { role?: unknown; content?: unknown }[]) : [];
      const reply = output.filter((message) => message.role === 'assistant' && typeof message.content === 'string').at(-1)?.content;
      if (typeof chat.id !== 'string' || typeof reply !== 'string' || !reply.trim()) throw new VapiApiError(502, '/chat');
      return { id: chat.id, reply: reply.trim() };
    },

    /** Places an outbound phone call: POST /call. */
    async createCall(input: CreateCallInput): Promise<ProviderCall> {
      const call = await request<ProviderCall>('POST', '/call', {
        assistantId: input.assistantId,
        phoneNumberId: input.phoneNumberId,
        ...(input.name ? { name: input.name } : {}),
        customer: input.customer,
        ...(input.variableValues ? { assistantOverrides: { variableValues: input.variableValues } } : {}),
      });
      if (typeof call?.id !== 'string') throw new Error('The voice provider answered POST /call without a call id');
      return call;
    },

    /** The call of that name placed since then, if any (GET /call, filtered by assistant, number and time). */
    async findCall(input: FindCallInput): Promise<ProviderCall | undefined> {
      const query = new URLSearchParams({
        assistantId: input.assistantId,
        phoneNumberId: input.phoneNumberId,
        createdAtGe: input.createdAtGe.toISOString(),
        limit: String(CALL_LIST_LIMIT),
      });
      const calls = await request<unknown>('GET', `/call?${query}`);
      if (!Array.isArray(calls)) throw new VapiApiError(502, '/call');
      return (calls as (Partial<ProviderCall> & { name?: unknown })[])
        .filter((call): call is ProviderCall & { name?: unknown } => typeof call?.id === 'string')
        .find((call) => call.name === input.name);
    },
  };
}

export type VapiApi = ReturnType<typeof createVapiApi>;
