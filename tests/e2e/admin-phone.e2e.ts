import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { callConsents, doNotCallNumbers, emailRecipients, leadCalls, leadNotes, leads, meetings } from '../../src/server/db/schema.ts';
import { createTestAccount } from '../support/admin-session.ts';
import { ADMIN_COPY } from '../../src/client/features/admin/admin-copy.ts';
import { ANALYTICS_COPY } from '../../src/client/features/admin/analytics/analytics-copy.ts';
import { LEADS_COPY } from '../../src/client/features/admin/leads/leads-copy.ts';
import { DO_NOT_CALL_COPY } from '../../src/client/features/admin/do-not-call/do-not-call-copy.ts';
import { MEETINGS_COPY } from '../../src/client/features/admin/meetings/meetings-copy.ts';
import { SUPPRESSIONS_COPY } from '../../src/client/features/admin/suppressions/suppressions-copy.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { axeViolations, horizontalOverflow } from './a11y-helpers.ts';
import { signInToAdmin } from './admin-sign-in.ts';
import { brandFontLoaded } from './settling.ts';
import { holdingAny } from './text-patterns.ts';
import { expect, test as base } from './fixtures.ts';

/**
 * Issue 39, item 5: the staff admin on a 375 px phone. Every page fits the screen (no sideways scroll of the
 * page; a wide table scrolls inside its own box), the navigation shows every section, axe finds nothing, and each
 * page looks as committed (__screenshots__/admin-*-375.png). A server of its own with fixed data, and the
 * browser's clock fixed, so the pictures hold still.
 */

const PASSWORD = 'a long admin password for the phone';
const FIXED_NOW = new Date('2026-11-24T15:04:00Z');

const test = base.extend<object, { phoneServer: TestServer }>({
  phoneServer: [
    async ({}, use) => {
      const server = await startTestServer({ listen: true });
      await seed(server);
      await use(server);
      await server.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ phoneServer }, use) => use(phoneServer.url),
});

let leadId = '';
/** The long name the lead's page must fit on a phone (test data): its heading. */
const LONG_NAME = { firstName: 'Maximiliana', lastName: 'Fernández-Castellanos' };

async function seed({ database: { db } }: TestServer) {
  await createTestAccount(db, 'sales', PASSWORD);
  const at = (iso: string) => new Date(iso);
  const [lead] = await db
    .insert(leads)
    .values([
      {
        ...LONG_NAME,
        email: 'maximiliana.fernandez-castellanos@longcompanyname-dental-group.example',
        phone: '+19545550123',
        company: 'Fernández-Castellanos Pediatric Dentistry and Orthodontics of South Florida',
        industry: 'healthcare',
        message: 'We miss about forty calls a week after hours and would like an assistant that books cleanings.',
        createdAt: at('2026-11-24T14:10:00Z'),
      },
      { firstName: 'Dana', lastName: 'Whitfield', email: 'dana@whitfield-dental.example', company: 'Whitfield Dental', createdAt: at('2026-11-23T09:30:00Z') },
    ])
    .returning();
  leadId = lead!.id;
  const dana = (await db.select({ id: leads.id }).from(leads).where(eq(leads.firstName, 'Dana')))[0]!.id;
  await db.insert(leadNotes).values({ leadId, authorName: 'sales', body: 'Wants pricing for three locations.', createdAt: at('2026-11-24T14:30:00Z') });
  await db.insert(callConsents).values({ leadId, text: 'Call me now: an AI assistant may call this number.', version: '2026-11-28', consentedAt: at('2026-11-24T14:10:00Z'), page: '/' });
  await db
    .insert(leadCalls)
    .values({ leadId, status: 'ended', phoneE164: '+19545550123', placedAt: at('2026-11-24T14:11:00Z'), endedAt: at('2026-11-24T14:14:00Z'), durationSeconds: 180, summary: 'Asked about after-hours booking.', createdAt: at('2026-11-24T14:10:00Z') })
    .returning();
  // Upcoming for the server, whose clock is real: a week from today at 15:00 UTC (the day's heading is masked).
  const start = new Date(`${new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)}T15:00:00Z`);
  const minutes = (count: number) => new Date(start.getTime() + count * 60_000);
  await db.insert(meetings).values({
    leadId: dana,
    startsAt: start,
    endsAt: minutes(30),
    blockedFrom: start,
    blockedUntil: minutes(45),
    timeZone: 'America/New_York',
    bookedVia: 'web',
    createdAt: at('2026-11-23T09:35:00Z'),
  });
  await db.insert(doNotCallNumbers).values({ phoneE164: '+19545550199', source: 'staff', note: 'Asked not to be called again, twice.', addedBy: 'sales', createdAt: at('2026-11-20T10:00:00Z') });
  await db.insert(emailRecipients).values({ addressKey: 'stranger@unrelated-mailbox.example', suppressedAt: at('2026-11-22T08:00:00Z'), suppressionReason: 'not-me' });
}

test.use({ viewport: { width: 375, height: 800 }, reducedMotion: 'reduce', timezoneId: 'UTC', locale: 'en-US' });

/** What each page says while its data loads: the leads' pages say the same "Loading…" as the analytics page. */
const LOADING = holdingAny([ANALYTICS_COPY.loading, MEETINGS_COPY.loading, DO_NOT_CALL_COPY.loading, SUPPRESSIONS_COPY.loading]);

const PAGES = [
  { name: 'leads', path: '/admin', heading: LEADS_COPY.list.title },
  { name: 'lead', path: () => `/admin/leads/${leadId}`, heading: `${LONG_NAME.firstName} ${LONG_NAME.lastName}` },
  { name: 'meetings', path: '/admin/meetings?days=30', heading: MEETINGS_COPY.title },
  { name: 'do-not-call', path: '/admin/do-not-call', heading: DO_NOT_CALL_COPY.title },
  { name: 'suppressions', path: '/admin/suppressions', heading: SUPPRESSIONS_COPY.title },
  { name: 'analytics', path: '/admin/analytics?from=2026-11-01&to=2026-11-24', heading: ANALYTICS_COPY.title },
] as const;

/** Elements that reach past the right edge of the screen (the page's own boxes, not those inside a scroll box). */
const outOfScreen = (page: Page) =>
  page.evaluate(() => {
    // Inside a box that scrolls it: an absolutely placed element only scrolls with a box at or above its positioned ancestor.
    const inScrollBox = (element: Element) => {
      const from = getComputedStyle(element).position === 'absolute' ? (element as HTMLElement).offsetParent : element.parentElement;
      for (let parent = from; parent && parent !== document.body; parent = parent.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) return true;
      }
      return false;
    };
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5 && !inScrollBox(element))
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`)
      .slice(0, 10);
  });

test.describe('the admin at 375 px', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(FIXED_NOW);
    await signInToAdmin(page, 'sales', PASSWORD);
  });

  for (const { name, path, heading } of PAGES) {
    test(`${name}: fits the screen, shows every section in the navigation, 0 axe violations, looks as committed`, async ({ page }) => {
      await page.goto(typeof path === 'function' ? path() : path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('status').filter({ hasText: LOADING })).toHaveCount(0);
      expect(await outOfScreen(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toBe(0);
      const nav = page.getByRole('navigation', { name: ADMIN_COPY.layout.nav });
      for (const link of await nav.getByRole('link').all()) {
        const box = (await link.boundingBox())!;
        expect(box.x, await link.innerText()).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, await link.innerText()).toBeLessThanOrEqual(375);
      }
      expect(await axeViolations(page)).toEqual([]);
      await brandFontLoaded(page);
      await expect(page).toHaveScreenshot(`admin-${name}-375.png`, { fullPage: true, mask: [page.locator('section[aria-labelledby^="meetings-"] h2')] });
    });
  }
});
