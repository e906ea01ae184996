import type { VoiceState } from '../../config/voice-state.ts';
import { ASSISTANT_KEYS } from '../../config/voice-state.ts';
import type { AssistantDefinition } from './assistant-definitions.ts';
import {
  credentialNameOf,
  credentialPrefixOf,
  desiredAssistant,
  desiredCredential,
  desiredEval,
  desiredTool,
  evalMarkOf,
  evalNameOf,
  eventsUrlOf,
  MANAGED_BY,
  type ResolvedIds,
  type SyncSettings,
} from './desired-resources.ts';
import type { ProviderResource, ResourceKind, VoiceProviderResources } from './provider-resources.ts';
import { changedFields, describeChange, type FieldChange } from './resource-diff.ts';

export type StepAction = 'create' | 'update' | 'delete' | 'unchanged';

/** One thing voice:sync does (or would do) on the provider. */
export interface SyncStep {
  action: StepAction;
  kind: ResourceKind;
  /** What it is, in words: `assistant call-back.en`, `tool bookMeeting`. */
  label: string;
  /** The provider's id, when it exists already. */
  id?: string;
  changes: FieldChange[];
}

export interface SyncResult {
  steps: SyncStep[];
  /** The ids after the run (placeholders for what a plan would create). */
  state: VoiceState;
  /** What voice:sync could not do by itself, in words (no phone number to point at the assistant). */
  notes: string[];
  /** The provider as read before the run. */
  snapshot: ProviderSnapshot;
}

/** The provider's resources as read once at the start of a run. */
export interface ProviderSnapshot {
  credentials: ProviderResource[];
  tools: ProviderResource[];
  assistants: ProviderResource[];
  phoneNumbers: ProviderResource[];
  evals: ProviderResource[];
}

export async function readProvider(provider: VoiceProviderResources): Promise<ProviderSnapshot> {
  const [credentials, tools, assistants, phoneNumbers, evals] = await Promise.all(
    (['credential', 'tool', 'assistant', 'phone-number', 'eval'] as const).map((kind) => provider.list(kind)),
  );
  return { credentials: credentials!, tools: tools!, assistants: assistants!, phoneNumbers: phoneNumbers!, evals: evals! };
}

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
export const functionNameOf = (tool: ProviderResource) => record(tool.function).name;
export const serverUrlOf = (resource: ProviderResource) => record(resource.server).url;
const metadataOf = (assistant: ProviderResource) => record(assistant.metadata);

/** The provider's assistants voice:sync made for this site (found by their metadata, whatever the state file says). */
export function managedAssistants(assistants: readonly ProviderResource[], siteUrl: string) {
  return assistants.filter((assistant) => metadataOf(assistant).managedBy === MANAGED_BY && metadataOf(assistant).siteUrl === siteUrl);
}

const placeholder = (what: string) => `(new ${what})`;

/**
 * Brings the provider to what voice/ and the code define, in dependency order: the server credential, the tools,
 * the assistants, the phone number's assistant, and then removes what the repository no longer has. Without
 * `apply` nothing is written and the steps are the plan. Resources are found by the state file's ids, else by what
 * marks them as ours (the credential's name, a tool's name and server URL, an assistant's metadata), so a lost state
 * file never duplicates anything.
 */
export async function syncVoiceProvider(
  provider: VoiceProviderResources,
  definitions: readonly AssistantDefinition[],
  settings: SyncSettings,
  previous: VoiceState | undefined,
  { apply }: { apply: boolean },
): Promise<SyncResult> {
  const snapshot = await readProvider(provider);
  const steps: SyncStep[] = [];
  const notes: string[] = [];
  const eventsUrl = eventsUrlOf(settings.siteUrl);
  const byId = (list: readonly ProviderResource[], id: string | undefined) => (id ? list.find((item) => item.id === id) : undefined);

  async function ensure(kind: Exclude<ResourceKind, 'phone-number'>, label: string, existing: ProviderResource | undefined, body: Record<string, unknown>): Promise<string> {
    if (!existing) {
      steps.push({ action: 'create', kind, label, changes: [] });
      return apply ? (await provider.create(kind, body)).id : placeholder(label);
    }
    // The provider never shows a credential's token again: its name (with the secret's fingerprint) is what is compared.
    const changes = changedFields(kind === 'credential' ? { name: body.name } : body, existing);
    steps.push({ action: changes.length > 0 ? 'update' : 'unchanged', kind, label, id: existing.id, changes });
    if (apply && changes.length > 0) await provider.update(kind, existing.id, body);
    return existing.id;
  }

  const credential = desiredCredential(settings);
  const credentialName = credentialNameOf(settings.siteUrl, settings.serverSecret);
  const credentialId = await ensure(
    'credential',
    `credential "${credentialName}"`,
    snapshot.credentials.find((item) => item.name === credentialName),
    credential,
  );

  const toolIds: Record<string, string> = {};
  const partial = (): ResolvedIds => ({ credentialId, toolIds, assistantIds: {} });
  for (const name of [...new Set(definitions.flatMap((definition) => definition.tools))]) {
    const existing =
      byId(snapshot.tools, previous?.toolIds[name]) ?? snapshot.tools.find((tool) => functionNameOf(tool) === name && serverUrlOf(tool) === eventsUrl);
    toolIds[name] = await ensure('tool', `tool ${name}`, existing, desiredTool(name, settings, partial()));
  }

  const assistantIds: Record<string, string> = {};
  const ours = managedAssistants(snapshot.assistants, settings.siteUrl);
  for (const definition of definitions) {
    const existing = byId(snapshot.assistants, previous?.assistantIds[definition.key]) ?? ours.find((assistant) => metadataOf(assistant).key === definition.key);
    assistantIds[definition.key] = await ensure('assistant', `assistant ${definition.key}`, existing, desiredAssistant(definition, settings, partial()));
  }

  // The evals judge the assistants' replies (run on the provider; README says how).
  const evalIds: Record<string, string> = {};
  const evalMark = evalMarkOf(settings.siteUrl);
  for (const definition of definitions) {
    for (const test of definition.evals) {
      const name = evalNameOf(definition, test);
      const existing = byId(snapshot.evals, previous?.evalIds[name]) ?? snapshot.evals.find((item) => item.name === name && String(item.description ?? '').startsWith(evalMark));
      evalIds[name] = await ensure('eval', `eval ${name}`, existing, desiredEval(definition, test, settings));
    }
  }

  const phoneNumberId = await pointPhoneNumber({ provider, snapshot, settings, previous, assistantIds, steps, notes, apply });

  // What is ours but no longer in the repository; assistants first, then what they referenced.
  const used = new Set([credentialId, ...Object.values(toolIds), ...Object.values(assistantIds), ...Object.values(evalIds)]);
  const stale = (list: readonly ProviderResource[], isOurs: (item: ProviderResource) => boolean, previousIds: (string | undefined)[]) =>
    list.filter((item) => !used.has(item.id) && (isOurs(item) || previousIds.includes(item.id)));
  const staleEvals = stale(snapshot.evals, (item) => String(item.description ?? '').startsWith(evalMark), Object.values(previous?.evalIds ?? {}));
  const staleAssistants = stale(snapshot.assistants, (item) => ours.includes(item), Object.values(previous?.assistantIds ?? {}));
  const staleTools = stale(snapshot.tools, (item) => serverUrlOf(item) === eventsUrl, Object.values(previous?.toolIds ?? {}));
  const staleCredentials = stale(snapshot.credentials, (item) => String(item.name ?? '').startsWith(credentialPrefixOf(settings.siteUrl)), [previous?.credentialId]);
  for (const [kind, list, labelOf] of [
    ['eval', staleEvals, (item: ProviderResource) => `eval ${String(item.name ?? item.id)}`],
    ['assistant', staleAssistants, (item: ProviderResource) => `assistant ${String(metadataOf(item).key ?? item.name ?? item.id)}`],
    ['tool', staleTools, (item: ProviderResource) => `tool ${String(functionNameOf(item) ?? item.id)}`],
    ['credential', staleCredentials, (item: ProviderResource) => `credential "${String(item.name ?? item.id)}"`],
  ] as const) {
    for (const item of list) {
      steps.push({ action: 'delete', kind, label: labelOf(item), id: item.id, changes: [] });
      if (apply) await provider.remove(kind, item.id);
    }
  }

  return { steps, notes, snapshot, state: { siteUrl: settings.siteUrl, credentialId, serverSecret: previous?.serverSecret, toolIds, assistantIds, evalIds, phoneNumberId } };
}

interface PhoneNumberSync {
  provider: VoiceProviderResources;
  snapshot: ProviderSnapshot;
  settings: SyncSettings;
  previous: VoiceState | undefined;
  assistantIds: Record<string, string>;
  steps: SyncStep[];
  notes: string[];
  apply: boolean;
}

/** The number that places call-backs answers its inbound calls with the English website assistant. */
async function pointPhoneNumber({ provider, snapshot, settings, previous, assistantIds, steps, notes, apply }: PhoneNumberSync): Promise<string | undefined> {
  const phones = snapshot.phoneNumbers;
  const id = settings.phoneNumberId ?? previous?.phoneNumberId ?? (phones.length === 1 ? phones[0]!.id : undefined);
  if (!id) {
    notes.push(
      phones.length === 0
        ? 'The provider has no phone number: buy or import one there, then run voice:sync again (call-backs stay off until then).'
        : `The provider has ${phones.length} phone numbers: set VAPI_PHONE_NUMBER_ID to the one that places call-backs.`,
    );
    return undefined;
  }
  const phone = phones.find((item) => item.id === id);
  if (!phone) {
    notes.push(`Phone number ${id} is not on the provider: check VAPI_PHONE_NUMBER_ID.`);
    return undefined;
  }
  const assistantId = assistantIds[ASSISTANT_KEYS.website.en];
  if (!assistantId) return id;
  const changes = changedFields({ assistantId }, phone);
  steps.push({ action: changes.length > 0 ? 'update' : 'unchanged', kind: 'phone-number', label: `phone number ${String(phone.number ?? id)}`, id, changes });
  if (apply && changes.length > 0) await provider.update('phone-number', id, { assistantId });
  return id;
}

const SIGNS: Record<StepAction, string> = { create: '+', update: '~', delete: '-', unchanged: '=' };

/** The plan (or what was applied) as text: every change with its fields, the unchanged ones counted. */
export function describeSync(result: SyncResult): string {
  const lines: string[] = [];
  for (const step of result.steps.filter((candidate) => candidate.action !== 'unchanged')) {
    lines.push(`${SIGNS[step.action]} ${step.action} ${step.label}${step.id ? ` (${step.id})` : ''}`);
    if (step.action === 'update') lines.push(...step.changes.flatMap(describeChange).map((line) => `    ${line}`));
  }
  const count = (action: StepAction) => result.steps.filter((step) => step.action === action).length;
  lines.push(`${count('create')} to create, ${count('update')} to change, ${count('delete')} to delete, ${count('unchanged')} unchanged.`);
  lines.push(...result.notes.map((note) => `Note: ${note}`));
  return lines.join('\n');
}

export const changesIn = (result: SyncResult) => result.steps.filter((step) => step.action !== 'unchanged');
