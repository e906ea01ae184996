import { describe, expect, it, vi } from 'vitest';
import { endOfCallReport } from '../support/fake-vapi-provider.ts';
import { csvRowOf, HARNESS_BROWSER, useCallBackHarness } from '../support/call-back-harness.ts';
import { TEST_DATABASES } from '../support/test-databases.ts';

const NOW = new Date('2026-11-25T15:00:00Z');
const ADDRESS = '203.0.113.61';
const SOURCE = {
  landingPage: '/solutions',
  referrerHost: 'www.bing.com',
  utmSource: 'bing',
  utmMedium: 'cpc',
  utmCampaign: 'fall-sale',
  utmTerm: 'answering service',
  utmContent: null,
};

describe.each(TEST_DATABASES)('where the lead came from, for staff and the CRM, on $name', ({ open }) => {
  const context = useCallBackHarness(open, { now: () => NOW });

  it('shows the visit that made the lead on its page, in the CSV, the new-lead e-mail and webhook, and the call webhook', async () => {
    const visit = await context.harness.server.app.fastify.inject({
      method: 'POST',
      url: '/api/events',
      remoteAddress: ADDRESS,
      headers: { 'user-agent': HARNESS_BROWSER },
      payload: { name: 'page_view', path: '/solutions', referrer: 'https://www.bing.com/search?q=x', utm: { source: 'bing', medium: 'cpc', campaign: 'fall-sale', term: 'answering service' } },
    });
    expect(visit.statusCode).toBeLessThan(300);
    await context.harness.server.app.analytics.buffer.flush();
    const { leadId, callId } = await context.harness.calledLead('en', { remoteAddress: ADDRESS });

    expect((await context.harness.adminLead(leadId)).attribution).toEqual(SOURCE);
    expect(csvRowOf(await context.harness.adminCsv(), leadId)).toMatchObject({
      'Landing page': '/solutions',
      Referrer: 'www.bing.com',
      'UTM source': 'bing',
      'UTM medium': 'cpc',
      'UTM campaign': 'fall-sale',
      'UTM term': 'answering service',
      'UTM content': '',
    });

    await vi.waitFor(() => expect(context.harness.webhooksOf('lead.created').some((event) => event.data.id === leadId)).toBe(true), { timeout: 10_000 });
    expect(context.harness.webhooksOf('lead.created').find((event) => event.data.id === leadId)!.data.attribution).toEqual(SOURCE);
    const newLeadMail = () => context.harness.smtp.messages.find((mail) => mail.text.includes(`/admin/leads/${leadId}`) && !mail.headers.get('subject')?.startsWith('AI call-back ended'));
    await vi.waitFor(() => expect(newLeadMail()).toBeDefined(), { timeout: 10_000 });
    expect(newLeadMail()!.text).toContain('Came from: Landing page: /solutions; Referrer: www.bing.com; UTM source: bing; UTM medium: cpc; UTM campaign: fall-sale; UTM term: answering service');

    await context.harness.post(endOfCallReport(callId, NOW.getTime() + 60_000));
    await vi.waitFor(() => expect(context.harness.webhooksOf('lead.call_completed').some((event) => event.data.leadId === leadId)).toBe(true), { timeout: 10_000 });
    expect(context.harness.webhooksOf('lead.call_completed').find((event) => event.data.leadId === leadId)!.data.attribution).toEqual(SOURCE);
  });

  it('says so when nothing was recorded (a direct visit)', async () => {
    const { leadId } = await context.harness.calledLead('en', { remoteAddress: '203.0.113.62' });
    expect(Object.values((await context.harness.adminLead(leadId)).attribution!).every((value) => value === null)).toBe(true);
  });
});
