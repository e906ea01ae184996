import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { BRAND_FONT_FETCHED_KEY } from '../../src/client/lib/session-storage.ts';
import { analyticsEvents, callAttempts, callConsents, leadCalls, leads } from '../../src/server/db/schema.ts';
import { createTestAccount } from '../support/admin-session.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { axeViolations } from './a11y-helpers.ts';
import { expect, test } from './fixtures.ts';
import { DEMO_FORM_TEXT } from '../../src/shared/content/forms.ts';
import { DEMO_WORDS } from '../../src/client/features/demo-request/demo-words.ts';
import { ASSISTANT_COPY } from '../../src/shared/content/assistant.ts';
import { SITE_CHROME } from '../../src/shared/content/site-chrome.ts';
import { SIGN_IN_COPY } from '../../src/client/features/admin/sign-in/sign-in-copy.ts';
import { LEADS_COPY } from '../../src/client/features/admin/leads/leads-copy.ts';
import { ANALYTICS_COPY } from '../../src/client/features/admin/analytics/analytics-copy.ts';
import { SALES_LINE_STEPS } from '../../src/shared/analytics/analytics-report.ts';
import { headerLabel } from './nav-labels.ts';

/** The events the server stored, written from its buffer first. */
async function storedEvents(server: TestServer, where = sql`true`) {
  await server.app.analytics.buffer.flush();
  return server.database.db.select().from(analyticsEvents).where(where).orderBy(analyticsEvents.id);
}

/** Resolves once the page's idle callbacks have run twice: the beacon loads in the first after load. */
const pageIdle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = () => new Promise<void>((done) => requestIdleCallback(() => done()));
        const loaded = document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((done) => addEventListener('load', () => done(), { once: true }));
        void loaded.then(idle).then(idle).then(() => resolve());
      }),
  );

test.describe('the analytics beacon', () => {
  test('counts a page view with the campaign it came from, after the page is interactive, with no cookie and no storage of its own', async ({ page, server }) => {
    const campaign = `spring-${randomBytes(3).toString('hex')}`;
    const sent: string[] = [];
    let loaded = false;
    page.on('load', () => (loaded = true));
    page.on('request', (request) => {
      // The beacon's chunk is asked for only once the page has loaded: it never competes with the page's own work.
      if (/\/beacon-[\w-]+\.js$/.test(request.url())) expect(loaded).toBe(true);
      if (new URL(request.url()).pathname === '/api/events') sent.push(request.method());
    });
    await page.goto(`/solutions?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
    await expect.poll(() => sent).toEqual(['POST']);
    await expect.poll(async () => (await storedEvents(server, eq(analyticsEvents.utmCampaign, campaign))).length).toBe(1);
    const [event] = await storedEvents(server, eq(analyticsEvents.utmCampaign, campaign));
    expect(event).toMatchObject({ name: 'page_view', path: '/solutions', utmSource: 'newsletter', utmMedium: 'email', referrerHost: null });
    expect(await page.context().cookies()).toEqual([]);
    // The tab's only stored item is the brand font's "fetched" mark (src/client/lib/brand-font.ts), not the beacon's.
    expect(await page.evaluate((fontMark) => [localStorage.length, Object.keys(sessionStorage).filter((key) => key !== fontMark)], BRAND_FONT_FETCHED_KEY)).toEqual([0, []]);
  });

  for (const signal of ['globalPrivacyControl', 'doNotTrack'] as const) {
    test(`sends nothing at all when the browser sends ${signal === 'doNotTrack' ? 'Do Not Track' : 'Global Privacy Control'}`, async ({ page }) => {
      await page.addInitScript((name) => {
        Object.defineProperty(Navigator.prototype, name, { get: () => (name === 'doNotTrack' ? '1' : true), configurable: true });
      }, signal);
      const sent: string[] = [];
      page.on('request', (request) => {
        if (/\/api\/events$|\/beacon-[\w-]+\.js$/.test(request.url())) sent.push(request.url());
      });
      await page.goto('/?utm_source=newsletter');
      await pageIdle(page);
      // The track() calls of the page's features go nowhere either.
      await page.getByRole('button', { name: ASSISTANT_COPY.launcherLabel }).click();
      await expect(page.getByRole('dialog', { name: ASSISTANT_COPY.panelTitle })).toBeVisible();
      await pageIdle(page);
      expect(sent).toEqual([]);
    });
  }
});

test.describe('instant navigation', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('hovering a page link starts its prerender; links to the admin or that open the assistant are never prerendered', async ({ page }) => {
    const prerendered: string[] = [];
    page.on('request', (request) => {
      if (/prerender/.test(request.headers()['sec-purpose'] ?? '')) prerendered.push(new URL(request.url()).pathname + new URL(request.url()).search);
    });
    await page.goto('/news');
    expect(await page.evaluate(() => HTMLScriptElement.supports('speculationrules'))).toBe(true);
    await page.getByRole('navigation', { name: SITE_CHROME.header.mainNavLabel }).getByRole('link', { name: headerLabel('/investors') }).hover();
    await expect.poll(() => prerendered).toContain('/investors');

    // Links to the admin, and links that open the assistant (its voice mode starts the microphone), are left alone:
    // hovered first, they would have been asked for before the page link hovered after them.
    await page.evaluate(() => {
      const admin = Object.assign(document.createElement('a'), { href: '/admin', textContent: 'Staff' });
      // An address no other link on the page has (the browser prerenders by address).
      const voice = Object.assign(document.createElement('a'), { href: '/solutions?talk=voice', textContent: 'Talk to us' });
      voice.dataset.assistantOpen = 'voice';
      document.querySelector('main')!.prepend(admin, voice);
    });
    await page.getByRole('link', { name: 'Staff' }).hover(); // test data: the link added above
    await page.getByRole('link', { name: 'Talk to us' }).hover(); // test data: the link added above
    await page.waitForFunction((since) => performance.now() - since > 1_000, await page.evaluate(() => performance.now()));
    await page.getByRole('navigation', { name: SITE_CHROME.header.mainNavLabel }).getByRole('link', { name: headerLabel('/solutions') }).hover();
    await expect.poll(() => prerendered).toContain('/solutions');
    expect(prerendered.filter((path) => path.startsWith('/admin') || path.includes('talk=voice'))).toEqual([]);
  });

  test('a prerendered page is counted when the visitor opens it, not before', async ({ page, server }) => {
    // Chromium refuses to prerender while a test drives it over DevTools (PrerenderingDisabledByDevTools), so the page
    // is held in the same state the browser gives a prerender: document.prerendering true until "prerenderingchange".
    await page.addInitScript(() => {
      let prerendering = true;
      Object.defineProperty(Document.prototype, 'prerendering', { get: () => prerendering, configurable: true });
      Object.assign(window, {
        activatePrerender: () => {
          prerendering = false;
          document.dispatchEvent(new Event('prerenderingchange'));
        },
      });
    });
    const campaign = `prerender-${randomBytes(3).toString('hex')}`;
    let beaconLoaded = false;
    page.on('request', (request) => {
      if (/\/beacon-[\w-]+\.js$/.test(request.url())) beaconLoaded = true;
    });
    await page.goto(`/investors?utm_campaign=${campaign}`);
    await pageIdle(page);
    await expect.poll(() => beaconLoaded).toBe(true);
    await pageIdle(page);
    expect(await storedEvents(server, eq(analyticsEvents.utmCampaign, campaign))).toEqual([]);

    await page.evaluate(() => (window as unknown as { activatePrerender(): void }).activatePrerender());
    await expect.poll(async () => (await storedEvents(server, eq(analyticsEvents.utmCampaign, campaign))).map((event) => event.path)).toEqual(['/investors']);
  });
});

/** The figure a dashboard element shows, as a number ("1,234" → 1234). */
const figure = async (page: Page, selector: string) => Number((await page.locator(selector).first().innerText()).replace(/[^\d]/g, ''));

test.describe('reconciliation', () => {
  // A server of its own on the worker's database: the visitor hash (the network, this day, this server's salt) must not
  // be the other tests' visitor from the same address, whose first page view today would be this lead's landing page.
  let server: TestServer;
  test.beforeAll(async ({ server: shared }) => {
    server = await startTestServer({ listen: true, database: shared.database });
  });
  test.afterAll(async () => {
    await server?.app.fastify.close();
  });

  test('a visitor from a tagged campaign link chats, sends a lead and is called back; every dashboard figure matches the rows', async ({ page, consoleGuard }) => {
  test.setTimeout(120_000);
  const suffix = randomBytes(3).toString('hex');
  const campaign = `reconcile-${suffix}`;
  const email = `dana.${suffix}@whitfield-dental.com`;

  // The visit: a campaign link to the home page, two questions to the chat, and the demo form with "Call me now".
  await page.goto(`${server.url}/?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
  await page.getByRole('button', { name: ASSISTANT_COPY.launcherLabel }).click();
  const panel = page.getByRole('dialog', { name: ASSISTANT_COPY.panelTitle });
  const conversation = page.getByRole('log', { name: ASSISTANT_COPY.conversationLabel });
  for (const [index, question] of ['How much does it cost?', 'Do you repair bicycles on Mars?'].entries()) {
    const box = panel.getByRole('textbox', { name: ASSISTANT_COPY.messageLabel });
    await expect(box).toBeEditable();
    await box.fill(question);
    await expect(box).toHaveValue(question);
    await expect(panel.getByRole('button', { name: ASSISTANT_COPY.send })).not.toHaveAttribute('aria-disabled', 'true');
    await panel.getByRole('button', { name: ASSISTANT_COPY.send }).click();
    await expect(conversation.getByRole('listitem').filter({ hasText: question })).toHaveCount(1);
    await expect(conversation.getByRole('listitem')).toHaveCount(2 * (index + 1) + 1);
  }
  await panel.getByRole('button', { name: ASSISTANT_COPY.close }).click();
  await page.getByLabel(DEMO_FORM_TEXT.labels.firstName).fill('Dana');
  await page.getByLabel(DEMO_FORM_TEXT.labels.lastName).fill('Whitfield');
  await page.getByLabel(DEMO_FORM_TEXT.labels.email).fill(email);
  await page.getByLabel(DEMO_FORM_TEXT.labels.phone).fill('(954) 555-0111');
  await page.getByLabel(DEMO_FORM_TEXT.labels.company).fill(`Whitfield Dental ${suffix}`);
  await page.getByLabel(DEMO_WORDS.en.consent.label).check();
  await page.getByRole('button', { name: DEMO_FORM_TEXT.submit }).click();
  await expect(page.getByTestId('demo-thank-you')).toBeVisible();

  // The lead carries the campaign; its call-back is placed 40 s later and answered (the provider is faked here).
  const db = server.database.db;
  const [lead] = await db.select().from(leads).where(eq(leads.email, email));
  expect(lead).toMatchObject({ utmSource: 'newsletter', utmMedium: 'email', utmCampaign: campaign, landingPage: '/' });
  expect(await db.select().from(callConsents).where(eq(callConsents.leadId, lead!.id))).toHaveLength(1);
  const call = { status: 'ended' as const, placedAt: new Date(lead!.createdAt.getTime() + 40_000), endedReason: 'customer-ended-call', durationSeconds: 95 };
  const [placedCall] = await db.insert(leadCalls).values({ leadId: lead!.id, ...call }).onConflictDoUpdate({ target: leadCalls.leadId, set: call }).returning({ id: leadCalls.id });
  await db
    .insert(callAttempts)
    .values({ leadId: lead!.id, leadCallId: placedCall!.id, attemptNumber: 1, phoneE164: '+19545550111', placedAt: call.placedAt, startedAt: call.placedAt, outcome: 'answered-by-person' })
    .onConflictDoNothing();
  await expect.poll(async () => (await storedEvents(server, and(eq(analyticsEvents.name, 'call_back_requested')))).length).toBeGreaterThan(0);

  // Staff open the dashboard for today.
  const username = `owner-${suffix}`;
  await createTestAccount(db, username, 'a long admin password for e2e');
  await page.goto(`${server.url}/admin/analytics`);
  await page.getByLabel(SIGN_IN_COPY.username).fill(username);
  await page.getByLabel(SIGN_IN_COPY.password).fill('a long admin password for e2e');
  await page.getByRole('button', { name: SIGN_IN_COPY.submit }).click();
  await page.getByRole('link', { name: ANALYTICS_COPY.range.lastDays(7) }).click();
  await expect(page.getByRole('heading', { level: 1, name: ANALYTICS_COPY.title })).toBeVisible();
  await expect(page.locator('[data-figure="visits"] [data-value]')).toBeVisible();
  consoleGuard.allow('status of 401');

  // What the rows say, counted straight from the raw events and the leads (not from the rollups the dashboard reads).
  const today = new Date().toISOString().slice(0, 10);
  const one = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
  await server.app.analytics.buffer.flush();
  const raw = await one<Record<string, number>>(sql`
    with today as (select * from analytics_events where occurred_at >= ${today}::date),
    visitors as (select visitor_hash from today where name = 'page_view' group by 1)
    select (select count(*) from visitors)::int as visits,
      (select count(*) from today where name = 'page_view')::int as page_views,
      (select count(*) from visitors v where exists (select 1 from today e where e.visitor_hash = v.visitor_hash
        and e.name in ('chat_opened', 'question_asked', 'voice_call_started', 'demo_form_started', 'lead_sent')))::int as engaged,
      (select count(*) from today where name = 'chat_opened')::int as chats,
      (select count(*) from today where name = 'question_asked' and answered)::int as answered,
      (select count(*) from today where name = 'question_asked' and not answered)::int as declined,
      (select count(*) from today where name = 'demo_form_started')::int as forms`);
  const outcomes = await one<Record<string, number>>(sql`
    select count(*)::int as leads, count(c.lead_id)::int as requested, count(lc.placed_at)::int as placed,
      count(*) filter (where lc.duration_seconds > 0 and lc.ended_reason = 'customer-ended-call')::int as answered
    from leads l left join call_consents c on c.lead_id = l.id left join lead_calls lc on lc.lead_id = l.id
    where not l.is_spam and l.created_at >= ${today}::date`);
  const newsletterVisits = await one<{ visits: number }>(sql`
    select count(*)::int as visits from (select distinct on (visitor_hash) utm_source from analytics_events
      where occurred_at >= ${today}::date and name = 'page_view' order by visitor_hash, occurred_at, id) first_views where utm_source = 'newsletter'`);
  expect(raw.answered, 'the chat answered the price question').toBeGreaterThan(0);
  expect(raw.declined, 'the chat declined the question off its topic').toBeGreaterThan(0);

  const summary = (key: string) => figure(page, `[data-figure="${key}"] [data-value]`);
  expect(await summary('visits')).toBe(raw.visits);
  expect(await summary('pageViews')).toBe(raw.page_views);
  expect(await summary('engagedVisits')).toBe(raw.engaged);
  expect(await summary('leads')).toBe(outcomes.leads);
  expect(await summary('callsPlaced')).toBe(outcomes.placed);
  expect(await summary('callsAnswered')).toBe(outcomes.answered);
  const step = (key: string) => figure(page, `[data-table="funnel"] [data-step="${key}"] [data-value]`);
  expect([await step('visits'), await step('engagedVisits'), await step('leads'), await step('callBacksRequested'), await step('callsPlaced'), await step('callsAnswered')]).toEqual([
    raw.visits,
    raw.engaged,
    outcomes.leads,
    outcomes.requested,
    outcomes.placed,
    outcomes.answered,
  ]);
  const sources = page.locator('[data-table="funnel-by-source"]');
  // Test data: the visit's UTM source.
  await expect(sources.getByRole('row', { name: /^newsletter/ })).toContainText(String(newsletterVisits.visits));
  const campaigns = ANALYTICS_COPY.tables.campaigns;
  const campaignsTable = page.getByRole('table', { name: campaigns.title, exact: true });
  await expect(campaignsTable.getByRole('columnheader')).toHaveText(Object.values(campaigns.columns));
  const campaignRow = campaignsTable.getByRole('row', { name: new RegExp(campaign) });
  await expect(campaignRow.getByRole('cell')).toHaveText(['newsletter', 'email', '1', '1', '1']); // test data: the visit's UTM source and medium
  const assistantWords = ANALYTICS_COPY.assistant;
  const assistant = page.getByRole('region', { name: assistantWords.title });
  await expect(assistant).toContainText(assistantWords.chatsOpened + raw.chats);
  await expect(assistant).toContainText(assistantWords.questionsAnswered + raw.answered);
  await expect(assistant).toContainText(assistantWords.questionsDeclined + raw.declined);
  await expect(assistant).toContainText(assistantWords.demoFormsStarted + raw.forms);
  const speed = page.getByRole('region', { name: ANALYTICS_COPY.speed.title });
  await expect(speed).toContainText(`${ANALYTICS_COPY.speed.callsPlaced}1`);
  await expect(speed).toContainText(new RegExp(`${ANALYTICS_COPY.speed.median}\\d+ s`));
  const salesLine = await one<Record<string, number>>(sql`
    select count(*)::int as attempts, count(distinct a.lead_id) filter (where a.outcome = 'answered-by-person')::int as reached
    from call_attempts a join leads l on l.id = a.lead_id where not l.is_spam and l.created_at >= ${today}::date`);
  const salesLineRegion = page.getByRole('region', { name: ANALYTICS_COPY.salesLine.title, exact: true });
  const salesLineStep = (key: (typeof SALES_LINE_STEPS)[number]['key']) => SALES_LINE_STEPS.find((step) => step.key === key)!.label;
  await expect(salesLineRegion).toContainText(salesLineStep('callBacksRequested') + outcomes.requested);
  await expect(salesLineRegion).toContainText(salesLineStep('attempts') + salesLine.attempts);
  await expect(salesLineRegion).toContainText(salesLineStep('answeredByPerson') + salesLine.reached);
  await expect(salesLineRegion).toContainText(new RegExp(`${ANALYTICS_COPY.salesLine.median(ANALYTICS_COPY.salesLine.toFirstConversation)}\\d+ s`));
  const salesLineBySource = page.getByRole('table', { name: ANALYTICS_COPY.salesLine.bySource.title, exact: true });
  await expect(salesLineBySource.getByRole('columnheader')).toHaveText([ANALYTICS_COPY.salesLine.bySource.keyHeader, ...SALES_LINE_STEPS.map((step) => step.label)]);
  await expect(salesLineBySource.getByRole('row', { name: /^newsletter/ })).toBeVisible(); // test data: the UTM source

  // The page passes axe, and each table downloads as CSV with the same figures.
  expect(await axeViolations(page)).toEqual([]);
  const csv = await page.request.get(`${server.url}/api/admin/analytics/campaigns.csv?from=${today}&to=${today}`);
  expect(await csv.text()).toContain(`"newsletter","email","${campaign}","1","1","1"`);
});
});

test('staff pick a date range by keyboard; a start after the end is explained, and the page is staff-only', async ({ page, server }) => {
  await page.goto('/admin/analytics?from=2026-01-01&to=2026-01-31');
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  const username = `range-${randomBytes(3).toString('hex')}`;
  await createTestAccount(server.database.db, username, 'a long admin password for e2e');
  await page.getByLabel(SIGN_IN_COPY.username).fill(username);
  await page.getByLabel(SIGN_IN_COPY.password).fill('a long admin password for e2e');
  await page.getByLabel(SIGN_IN_COPY.password).press('Enter');
  await expect(page).toHaveURL(/\/admin\/analytics\?from=2026-01-01&to=2026-01-31$/);
  await expect(page.getByText(ANALYTICS_COPY.period({ from: '2026-01-01', to: '2026-01-31' }, { from: '2025-12-01', to: '2025-12-31' }))).toBeVisible();

  await page.getByLabel(LEADS_COPY.list.from, { exact: true }).fill('2026-02-10');
  await page.getByLabel(LEADS_COPY.list.to, { exact: true }).fill('2026-02-01');
  await page.getByLabel(LEADS_COPY.list.to, { exact: true }).press('Enter');
  await expect(page.getByRole('alert')).toHaveText(ANALYTICS_COPY.range.invalid);
  await expect(page.getByLabel(LEADS_COPY.list.from, { exact: true })).toHaveAttribute('aria-describedby', 'range-error');
  await expect(page).toHaveURL(/from=2026-01-01&to=2026-01-31$/);

  await page.getByLabel(LEADS_COPY.list.to, { exact: true }).fill('2026-02-28');
  await page.getByLabel(LEADS_COPY.list.to, { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/admin\/analytics\?from=2026-02-10&to=2026-02-28$/);
  await expect(page.getByText(ANALYTICS_COPY.period({ from: '2026-02-10', to: '2026-02-28' }, { from: '2026-01-22', to: '2026-02-09' }))).toBeVisible();
  await expect(page.locator('[data-table="daily"] tbody tr')).toHaveCount(19);
  expect(await axeViolations(page)).toEqual([]);
});
