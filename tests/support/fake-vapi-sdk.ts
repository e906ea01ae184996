import type { VapiClient, VapiClientEvents, VapiClientFactory } from '../../src/client/features/assistant/voice/vapi-client.ts';

type Listener = (...args: unknown[]) => void;

/**
 * Test double for the voice SDK (@vapi-ai/web): records what the widget asks of it and lets a test emit the SDK's
 * events. start() stays pending until the test settles it, like a real call being placed.
 */
export class FakeVapi implements VapiClient {
  readonly startCalls: string[] = [];
  readonly mutedCalls: boolean[] = [];
  stopCalls = 0;
  private readonly listeners = new Map<string, Listener[]>();
  private pendingStart: { resolve: (call: unknown) => void; reject: (error: unknown) => void } | null = null;

  constructor(readonly settings: { publicKey: string; apiBaseUrl?: string }) {}

  on<E extends keyof VapiClientEvents>(event: E, listener: VapiClientEvents[E]) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener as Listener]);
    return this;
  }

  listenerCount(event: keyof VapiClientEvents): number {
    return this.listeners.get(event)?.length ?? 0;
  }

  emit<E extends keyof VapiClientEvents>(event: E, ...args: Parameters<VapiClientEvents[E]>) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }

  start(assistantId: string): Promise<unknown> {
    this.startCalls.push(assistantId);
    return new Promise((resolve, reject) => (this.pendingStart = { resolve, reject }));
  }

  /** Settles the pending start() like the SDK: the call, or null after a failure. */
  finishStart(call: unknown = { id: 'call_1' }) {
    this.pendingStart?.resolve(call);
    this.pendingStart = null;
  }

  failStart(error: unknown) {
    this.pendingStart?.reject(error);
    this.pendingStart = null;
  }

  stop() {
    this.stopCalls += 1;
    return Promise.resolve();
  }

  setMuted(muted: boolean) {
    this.mutedCalls.push(muted);
  }

  /** A joined call: the SDK's call-start. */
  goLive() {
    this.finishStart();
    this.emit('call-start');
  }
}

/** A factory that hands out FakeVapi instances and remembers them. */
export function fakeVapiFactory() {
  const instances: FakeVapi[] = [];
  const factory: VapiClientFactory = (settings) => {
    const vapi = new FakeVapi(settings);
    instances.push(vapi);
    return vapi;
  };
  return { factory, instances };
}
