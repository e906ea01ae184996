import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { leadCallTransfers } from '../../src/server/db/schema.ts';
import { endOfCallReport } from '../support/fake-vapi-provider.ts';
import { useCallBackHarness } from '../support/call-back-harness.ts';
import { TEST_DATABASES } from '../support/test-databases.ts';

/** Wednesday 2026-11-25, 10:00 in New York: the sales line (Mon-Fri 09:00-17:00 Eastern) is open. */
const OPEN = new Date('2026-11-25T15:00:00Z');
/** Thanksgiving, Thursday 2026-11-26, 10:00 in New York: a holiday (SALES_HOLIDAYS). */
const HOLIDAY = new Date('2026-11-26T15:00:00Z');
/** Wednesday 2026-11-25, 17:30 in New York: after hours. */
const EVENING = new Date('2026-11-25T22:30:00Z');

const SALES_LINE = { number: '+13055550100', name: 'Sales team' };

describe.each(TEST_DATABASES)('a warm hand-off of the call-back to a person on $name', ({ open }) => {
  let now = OPEN;
  const context = useCallBackHarness(open, { now: () => now, env: { SALES_PHONE: '(305) 555-0100', SALES_HOLIDAYS: '2026-11-26' } });

  const transferUpdate = (callId: string, timestamp: number) => ({
    type: 'transfer-update',
    call: { id: callId },
    timestamp,
    destination: { type: 'number', number: SALES_LINE.number, description: SALES_LINE.name },
  });

  it('during sales hours tells the assistant to transfer, then shows the hand-off taken by a person on the lead, the e-mail and the CRM event', async () => {
    now = OPEN;
    const { leadId, callId } = await context.harness.calledLead();
    expect(await context.harness.askTools(callId, ['checkTransfer'])).toEqual([
      'A person from the sales team can take this call now. Tell the caller you are connecting them, then call transferCall.',
    ]);
    const requestedAt = Date.parse('2026-11-25T15:03:00Z');
    expect((await context.harness.post(transferUpdate(callId, requestedAt))).body).toEqual({ received: true, outcome: 'stored' });
    // Delivered twice, stored once.
    expect((await context.harness.post(transferUpdate(callId, requestedAt))).body).toEqual({ received: true, outcome: 'duplicate' });
    await context.harness.post({ type: 'status-update', status: 'forwarding', call: { id: callId }, timestamp: requestedAt + 1 });
    // The assistant may not try again on the same call.
    expect((await context.harness.askTools(callId, ['checkTransfer']))[0]).toMatch(/^The sales line was tried once on this call already/);

    await context.harness.post(endOfCallReport(callId, requestedAt + 240_000, { endedReason: 'assistant-forwarded-call' }));
    const lead = await context.harness.adminLead(leadId);
    expect(lead.callBack?.transfers).toEqual([
      { destination: SALES_LINE.number, takenBy: SALES_LINE.name, outcome: 'connected', requestedAt: new Date(requestedAt).toISOString(), settledAt: new Date(requestedAt + 240_000).toISOString() },
    ]);
    expect(lead.callBack?.events.map((event) => event.type)).toContain('transfer-update');

    // Counted by the dashboard: one connected transfer in that week.
    const [row] = await context.database.db.select().from(leadCallTransfers).where(eq(leadCallTransfers.leadId, leadId));
    expect(row).toMatchObject({ outcome: 'connected', requestedAt: new Date(requestedAt) });

    await vi.waitFor(() => expect(context.harness.webhooksOf('lead.call_completed').filter((event) => event.data.leadId === leadId)).toHaveLength(1), { timeout: 10_000 });
    const completed = context.harness.webhooksOf('lead.call_completed').find((event) => event.data.leadId === leadId)!;
    expect(completed.data.transfers).toEqual([expect.objectContaining({ destination: SALES_LINE.number, takenBy: SALES_LINE.name, outcome: 'connected' })]);
    await vi.waitFor(() => expect(context.harness.smtp.messages.filter((mail) => mail.text.includes(`/admin/leads/${leadId}`) && mail.headers.get('subject')?.startsWith('AI call-back ended'))).toHaveLength(1), { timeout: 10_000 });
    const mail = context.harness.smtp.messages.find((message) => message.text.includes(`/admin/leads/${leadId}`) && message.headers.get('subject')?.startsWith('AI call-back ended'))!;
    expect(mail.text).toContain('Hand-off to sales: Taken by a person (Sales team)');
  });

  it('outside the hours and on holidays says nobody can take it and when they can, and offers a meeting', async () => {
    now = EVENING;
    const { callId } = await context.harness.calledLead();
    expect(await context.harness.askTools(callId, ['checkTransfer'])).toEqual([
      // Thursday is Thanksgiving: the next opening is Friday morning.
      'Nobody from the sales team can take a call right now; they are next available Friday, November 27, 9:00 am (Eastern Standard Time). ' +
        'Tell the caller so, and offer a meeting instead: call checkAvailability.',
    ]);
    now = HOLIDAY;
    const [holiday] = await context.harness.askTools(callId, ['checkTransfer']);
    expect(holiday).toMatch(/^Nobody from the sales team can take a call right now; they are next available Friday, November 27, 9:00 am /);
  });

  it('records a transfer nobody answered, and one the caller hung up on, each with its outcome; a stranger call cannot transfer', async () => {
    now = OPEN;
    const unanswered = await context.harness.calledLead();
    await context.harness.post(transferUpdate(unanswered.callId, OPEN.getTime() + 60_000));
    // The fallback kept the assistant on the line; the caller booked and hung up.
    await context.harness.post(endOfCallReport(unanswered.callId, OPEN.getTime() + 300_000, { endedReason: 'customer-ended-call' }));
    expect((await context.harness.adminLead(unanswered.leadId)).callBack?.transfers?.map((transfer) => transfer.outcome)).toEqual(['not-answered']);

    const leftEarly = await context.harness.calledLead();
    await context.harness.post(transferUpdate(leftEarly.callId, OPEN.getTime() + 60_000));
    await context.harness.post(endOfCallReport(leftEarly.callId, OPEN.getTime() + 90_000, { endedReason: 'customer-ended-call-during-transfer' }));
    expect((await context.harness.adminLead(leftEarly.leadId)).callBack?.transfers?.map((transfer) => transfer.outcome)).toEqual(['caller-left']);

    expect(await context.harness.askTools('call_not_ours', ['checkTransfer'])).toEqual(['This call cannot be transferred. Offer a meeting instead: call checkAvailability.']);
    // Mixed with the booking feature's tools, each answer keeps its place.
    const mixed = await context.harness.askTools(leftEarly.callId, ['checkAvailability', 'checkTransfer']);
    expect(mixed[0]).toMatch(/free times/i);
    expect(mixed[1]).toMatch(/^The sales line was tried once on this call already/);
  });

  it('speaks Spanish to a Spanish lead: open, closed with the next opening in Spanish', async () => {
    now = OPEN;
    const { callId } = await context.harness.calledLead('es');
    expect(await context.harness.askTools(callId, ['checkTransfer'])).toEqual([
      'Una persona del equipo de ventas puede atender esta llamada ahora. Dígale a la persona que la va a comunicar y llame a transferCall.',
    ]);
    now = HOLIDAY;
    const [closed] = await context.harness.askTools(callId, ['checkTransfer']);
    expect(closed).toBe(
      'Nadie del equipo de ventas puede atender una llamada en este momento; vuelven a estar disponibles el viernes, 27 de noviembre, 9:00 a. m. (hora estándar oriental). ' +
        'Dígaselo a la persona y ofrézcale una reunión: llame a checkAvailability.',
    );
  });
});
