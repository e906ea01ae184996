import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { doNotCallNumbers, leadCalls, leads } from '../../src/server/db/schema.ts';
import { endOfCallReport } from '../support/fake-vapi-provider.ts';
import { csvRowOf, useCallBackHarness } from '../support/call-back-harness.ts';
import { TEST_DATABASES } from '../support/test-databases.ts';

const NOW = new Date('2026-11-25T15:00:00Z');

/** What the call-back assistant reports, as voice/assistants/call-back.en.md asks for it. */
const LEARNED = {
  companySize: 14,
  monthlyCallVolume: 900,
  currentTools: ['RingCentral', 'HubSpot'],
  timeline: 'this-quarter',
  decisionMaker: true,
  interest: 'high',
  doNotCall: false,
};

describe.each(TEST_DATABASES)('what the call learned, on the lead, on $name', ({ open }) => {
  const context = useCallBackHarness(open, { now: () => NOW });

  const report = (callId: string, structuredData: Record<string, unknown>) => context.harness.post(endOfCallReport(callId, NOW.getTime() + 120_000, { structuredData }));
  const leadRow = async (id: string) => (await context.database.db.select().from(leads).where(eq(leads.id, id)))[0]!;

  it('stores the result in typed columns and shows it on the lead page, in the CSV, the call e-mail and lead.call_completed', async () => {
    const { leadId, callId } = await context.harness.calledLead();
    expect((await report(callId, LEARNED)).body).toEqual({ received: true, outcome: 'stored' });

    expect(await leadRow(leadId)).toMatchObject({
      companySize: 14,
      monthlyCallVolume: 900,
      currentTools: ['RingCentral', 'HubSpot'],
      buyingTimeline: 'this-quarter',
      decisionMaker: true,
      interestLevel: 'high',
      doNotCall: false,
      callResultAt: new Date(NOW.getTime() + 120_000),
    });
    const detail = await context.harness.adminLead(leadId);
    expect(detail.callResult).toEqual({
      companySize: 14,
      monthlyCallVolume: 900,
      currentTools: ['RingCentral', 'HubSpot'],
      buyingTimeline: 'this-quarter',
      decisionMaker: true,
      interest: 'high',
      doNotCall: false,
      learnedAt: new Date(NOW.getTime() + 120_000).toISOString(),
    });

    expect(csvRowOf(await context.harness.adminCsv(), leadId)).toMatchObject({
      'Company size (people)': '14',
      'Calls a month': '900',
      'Current tools': 'RingCentral, HubSpot',
      Timeline: 'This quarter',
      'Decision maker': 'Yes',
      Interest: 'High',
      'Asked not to be called': 'No',
    });

    await vi.waitFor(() => expect(context.harness.webhooksOf('lead.call_completed').some((event) => event.data.leadId === leadId)).toBe(true), { timeout: 10_000 });
    const completed = context.harness.webhooksOf('lead.call_completed').find((event) => event.data.leadId === leadId)!;
    expect(completed.data.callResult).toEqual(detail.callResult);
    const mailOf = () => context.harness.smtp.messages.find((mail) => mail.text.includes(`/admin/leads/${leadId}`) && mail.headers.get('subject')?.startsWith('AI call-back ended'));
    await vi.waitFor(() => expect(mailOf()).toBeDefined(), { timeout: 10_000 });
    for (const line of ['Company size (people): 14', 'Calls a month: 900', 'Current tools: RingCentral, HubSpot', 'Timeline: This quarter', 'Decision maker: Yes', 'Interest: High']) {
      expect(mailOf()!.text).toContain(line);
    }
  });

  it('puts the number on the do-not-call list when the result says doNotCall', async () => {
    const { leadId, callId } = await context.harness.calledLead();
    await report(callId, { doNotCall: true, interest: 'none' });
    const [call] = await context.database.db.select().from(leadCalls).where(eq(leadCalls.leadId, leadId));
    const listed = await context.database.db.select().from(doNotCallNumbers).where(eq(doNotCallNumbers.phoneE164, call!.phoneE164!));
    expect(listed).toEqual([expect.objectContaining({ source: 'call-outcome', leadId })]);
    expect((await context.harness.adminLead(leadId)).callResult).toMatchObject({ doNotCall: true, interest: 'none', companySize: null });
  });

  it('refuses a result that is not what the assistant was asked for: the call is stored, the columns stay empty', async () => {
    const { leadId, callId } = await context.harness.calledLead();
    expect((await report(callId, { doNotCall: false, companySize: 'about twenty', timeline: 'next year' })).body).toEqual({ received: true, outcome: 'stored' });
    expect(await leadRow(leadId)).toMatchObject({ companySize: null, buyingTimeline: null, callResultAt: null });
    expect((await context.harness.adminLead(leadId)).callResult).toBeNull();
    const [call] = await context.database.db.select().from(leadCalls).where(eq(leadCalls.leadId, leadId));
    expect(call).toMatchObject({ status: 'ended', structuredData: { doNotCall: false, companySize: 'about twenty', timeline: 'next year' } });
  });

  it('takes a Spanish call result from the Spanish assistant (the same values, the descriptions in Spanish)', async () => {
    const { leadId, callId } = await context.harness.calledLead('es');
    expect(context.harness.provider.callRequests().at(-1)!.body).toMatchObject({ assistantId: 'asst_callback_es' });
    await report(callId, { companySize: 6, monthlyCallVolume: 300, currentTools: ['WhatsApp'], timeline: 'now', decisionMaker: false, interest: 'medium', doNotCall: false });
    expect((await context.harness.adminLead(leadId)).callResult).toMatchObject({ companySize: 6, currentTools: ['WhatsApp'], buyingTimeline: 'now', decisionMaker: false, interest: 'medium' });
    expect(csvRowOf(await context.harness.adminCsv(), leadId)).toMatchObject({ Timeline: 'Now', 'Decision maker': 'No', Interest: 'Medium' });
  });
});
