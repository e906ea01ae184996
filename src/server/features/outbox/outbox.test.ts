import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import type { DeliveryChannelSender } from './delivery-channel.ts';
import { installOutbox } from './outbox.ts';

const SETTINGS = { pollMs: 60_000, retryScheduleMs: [1000], leaseMs: 60_000 };
const sender = (channel: DeliveryChannelSender['channel']): DeliveryChannelSender => ({ channel, send: async () => undefined });

/** An app whose outbox never reaches a database: its polls fail quietly (logger off), which these tests do not need. */
function appWithOutbox() {
  const app = Fastify({ logger: false });
  const outbox = installOutbox(app, { db: {} as Database, siteUrl: 'https://www.example.test', settings: SETTINGS });
  return { app, outbox };
}

describe('the outbox, which knows no channel of its own', () => {
  it('sends on the channels the features registered, and only those', async () => {
    const { app, outbox } = appWithOutbox();
    expect(outbox.channels()).toEqual([]);
    outbox.register(sender('meeting-invite'));
    outbox.register(sender('email'));
    expect(outbox.channels()).toEqual(['meeting-invite', 'email']);
    await app.close();
  });

  it('refuses a channel registered twice, naming it', async () => {
    const { app, outbox } = appWithOutbox();
    outbox.register(sender('webhook'));
    expect(() => outbox.register(sender('webhook'))).toThrow('The outbox channel "webhook" is registered twice.');
    expect(outbox.channels()).toEqual(['webhook']);
    await app.close();
  });

  it('refuses a channel registered once the app is ready (the worker has started without it)', async () => {
    const { app, outbox } = appWithOutbox();
    await app.ready();
    expect(() => outbox.register(sender('callback'))).toThrow('The outbox channel "callback" was registered after the outbox started.');
    expect(outbox.channels()).toEqual([]);
    await app.close();
  });
});
