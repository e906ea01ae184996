import type { Vapi } from '@vapi-ai/server-sdk';

export type ResourceKind = 'credential' | 'tool' | 'assistant' | 'phone-number' | 'eval';

/** A resource as the provider lists it: its id and whatever else it holds. */
export type ProviderResource = { id: string } & Record<string, unknown>;

/** The four kinds voice:sync manages, read and written the same way whatever the kind. */
export interface VoiceProviderResources {
  list(kind: ResourceKind): Promise<ProviderResource[]>;
  create(kind: Exclude<ResourceKind, 'phone-number'>, body: Record<string, unknown>): Promise<ProviderResource>;
  update(kind: ResourceKind, id: string, body: Record<string, unknown>): Promise<ProviderResource>;
  remove(kind: Exclude<ResourceKind, 'phone-number'>, id: string): Promise<void>;
}

export interface ProviderOptions {
  privateKey: string;
  baseUrl: string;
  timeoutMs: number;
}

/** The most the provider lists in one page: more of any kind than one site makes. */
const LIST_LIMIT = 1000;

const asResources = (items: unknown): ProviderResource[] => (Array.isArray(items) ? items.filter((item): item is ProviderResource => typeof item?.id === 'string') : []);

/**
 * The provider's resources through its official server SDK. Credentials are the one kind its client lacks
 * (2.0.1), so they go through the SDK's own `fetch`, with its auth, retries and time limit. The SDK is loaded here,
 * on first use: importing it takes about half a second, which the server's start-up does not pay.
 */
export async function sdkProviderResources({ privateKey, baseUrl, timeoutMs }: ProviderOptions): Promise<VoiceProviderResources> {
  const { VapiClient } = await import('@vapi-ai/server-sdk');
  const client = new VapiClient({ token: privateKey, baseUrl, timeoutInSeconds: Math.ceil(timeoutMs / 1000) });

  // An absolute URL: the SDK's fetch escapes the "?" of a relative path with a query (2.0.1).
  const base = baseUrl.replace(/\/+$/, '');
  async function credentials(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await client.fetch(new URL(`${base}${path}`), {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`The voice provider answered HTTP ${response.status} to ${method} ${path.split('?')[0]}`);
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : undefined;
  }

  return {
    async list(kind) {
      switch (kind) {
        case 'credential':
          return asResources(await credentials('GET', `/credential?limit=${LIST_LIMIT}`));
        case 'tool':
          return asResources(await client.tools.list({ limit: LIST_LIMIT }));
        case 'assistant':
          return asResources(await client.assistants.list({ limit: LIST_LIMIT }));
        case 'phone-number':
          return asResources(await client.phoneNumbers.list({ limit: LIST_LIMIT }));
        case 'eval':
          return asResources((await client.eval.evalControllerGetPaginated({ limit: LIST_LIMIT })).results);
      }
    },
    async create(kind, body) {
      switch (kind) {
        case 'credential':
          return (await credentials('POST', '/credential', body)) as ProviderResource;
        case 'tool':
          return (await client.tools.create(body as unknown as Vapi.CreateToolsRequest)) as unknown as ProviderResource;
        case 'assistant':
          return (await client.assistants.create(body as unknown as Vapi.CreateAssistantDto)) as unknown as ProviderResource;
        case 'eval':
          return (await client.eval.evalControllerCreate(body as unknown as Vapi.CreateEvalDto)) as unknown as ProviderResource;
      }
    },
    async update(kind, id, body) {
      switch (kind) {
        case 'credential':
          return (await credentials('PATCH', `/credential/${encodeURIComponent(id)}`, body)) as ProviderResource;
        case 'tool':
          return (await client.tools.update({ id, body: body as unknown as Vapi.UpdateToolsRequestBody })) as unknown as ProviderResource;
        case 'assistant':
          return (await client.assistants.update({ id, ...(body as unknown as Omit<Vapi.UpdateAssistantDto, 'id'>) })) as unknown as ProviderResource;
        case 'phone-number':
          return (await client.phoneNumbers.update({ id, body: body as unknown as Vapi.UpdatePhoneNumbersRequestBody })) as unknown as ProviderResource;
        case 'eval':
          return (await client.eval.evalControllerUpdate({ id, ...(body as unknown as Omit<Vapi.UpdateEvalDto, 'id'>) })) as unknown as ProviderResource;
      }
    },
    async remove(kind, id) {
      switch (kind) {
        case 'credential':
          await credentials('DELETE', `/credential/${encodeURIComponent(id)}`);
          return;
        case 'tool':
          await client.tools.delete({ id });
          return;
        case 'assistant':
          await client.assistants.delete({ id });
          return;
        case 'eval':
          await client.eval.evalControllerRemove({ id });
          return;
      }
    },
  };
}
