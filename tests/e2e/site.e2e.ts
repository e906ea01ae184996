import type { Locator } from '@playwright/test';
import { formatLongDate } from '../../src/shared/i18n/locales.ts';
import { faqContent } from '../../src/shared/content/faq.ts';
import { homeContent } from '../../src/shared/content/home.ts';
import { investorsContent } from '../../src/shared/content/investors.ts';
import { LEGAL_DATE_LABELS } from '../../src/shared/content/legal.ts';
import { newsContent } from '../../src/shared/content/news.ts';
import { notFoundContent } from '../../src/shared/content/not-found.ts';
import { PRICES } from '../../src/shared/content/pricing.ts';
import { privacyPolicy } from '../../src/shared/content/privacy.ts';
import { solutionsContent } from '../../src/shared/content/solutions.ts';
import { termsOfService } from '../../src/shared/content/terms.ts';
import { HEADER_LINKS } from '../../src/shared/navigation.ts';
import { PAGE_ROUTES } from '../../src/shared/routes.ts';
import { siteConfig } from '../../src/shared/site-config.ts';
import { expect, test } from './fixtures.ts';
import { DEMO_FORM_TEXT } from '../../src/shared/content/forms.ts';
import { SITE_CHROME } from '../../src/shared/content/site-chrome.ts';
import { headerLabel } from './nav-labels.ts';

test.describe('every route', () => {
  for (const route of PAGE_ROUTES) {
    test(`${route.path} has its own title, description, canonical URL and one h1`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(route.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', route.description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteConfig.siteUrl}${route.path}`);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear()}`);
    });
  }
});

/** Every card of a content list is on the page: its heading, its text and each of its bullets, in order. */
async function expectCards(list: Locator, cards: readonly { title: string; text: string; bullets?: readonly string[] }[]) {
  const items = list.locator(':scope > li');
  await expect(items).toHaveCount(cards.length);
  for (const [index, card] of cards.entries()) {
    const item = items.nth(index);
    await expect(item.getByRole('heading', { level: 3 })).toHaveText(card.title);
    await expect(item).toContainText(card.text);
    if (card.bullets) await expect(item.locator('ul li')).toHaveText([...card.bullets]);
  }
}

test('home shows every content item of every section, in the spec\'s counts', async ({ page }) => {
  const { hero, about, solutions, whyChoose, industries } = homeContent;
  expect([about.values.length, solutions.cards.length, whyChoose.benefits.length, industries.cards.length]).toEqual([3, 6, 4, 6]);
  await page.goto('/');
  const heroSection = page.locator('section').first();
  await expect(heroSection.getByRole('link', { name: hero.consultationLabel })).toBeVisible();
  await expect(heroSection.getByRole('button', { name: hero.assistantLabel })).toBeVisible();
  for (const stat of hero.stats) await expect(heroSection).toContainText(stat.value);
  for (const badge of hero.badges) await expect(heroSection).toContainText(badge);
  await expectCards(page.locator('#about ul').first(), about.values);
  await expect(page.locator('#about figure img')).toHaveCount(about.tiles.length);
  for (const tile of about.tiles) await expect(page.locator('#about')).toContainText(tile.caption);
  await expectCards(page.locator('#solutions > div > ul'), solutions.cards);
  await expectCards(page.locator('[aria-labelledby="why-title"] > div > ul'), whyChoose.benefits);
  for (const benefit of whyChoose.benefits) await expect(page.locator('[aria-labelledby="why-title"]')).toContainText(benefit.stat);
  await expectCards(page.locator('#industries > div > ul'), industries.cards.map((card) => ({ ...card, bullets: card.useCases })));
  const contact = page.locator('#contact');
  for (const reason of homeContent.contact.reasons) await expect(contact.getByRole('heading', { name: reason.title })).toBeVisible();
  await expect(contact).toContainText(PRICES.setupRange);
  await expect(contact).toContainText(PRICES.monthlyFromPlus);
  await expect(contact).toContainText(`${siteConfig.address.locality}, ${siteConfig.address.region}`);
  await expect(contact.getByRole('link', { name: siteConfig.salesEmail })).toHaveAttribute('href', `mailto:${siteConfig.salesEmail}`);
  await expect(contact.getByRole('link', { name: siteConfig.salesPhone.display })).toHaveAttribute('href', `tel:${siteConfig.salesPhone.e164}`);
  await expect(contact.getByLabel(DEMO_FORM_TEXT.labels.firstName)).toBeVisible();
});

test('solutions shows pricing and every service of its 3 categories (13 cards, 6 features each)', async ({ page }) => {
  const { hero, investment, categories, learnMoreLabel, closing } = solutionsContent;
  expect(categories.flatMap((category) => category.services)).toHaveLength(13);
  await page.goto('/solutions');
  await expect(page.getByRole('link', { name: hero.quoteLabel })).toHaveAttribute('href', '/#contact');
  for (const text of [PRICES.setupRange, PRICES.monthlyFromPlus, investment.note, ...investment.setup.includes, ...investment.monthly.includes]) {
    await expect(page.locator('main')).toContainText(text);
  }
  for (const category of categories) {
    await expect(page.locator(`#${category.id}-title`)).toHaveText(category.title);
    await expectCards(
      page.locator(`#${category.id} > div > ul`),
      category.services.map((service) => ({ title: service.title, text: service.description, bullets: service.features })),
    );
    for (const card of await page.locator(`#${category.id} > div > ul > li`).all()) {
      await expect(card.getByRole('link', { name: new RegExp(`^${learnMoreLabel}`) })).toBeVisible();
    }
  }
  for (const group of faqContent.groups) {
    for (const item of group.items) await expect(page.locator(`#faq-${item.id} dt`)).toHaveText(item.question);
  }
  await expect(page.getByRole('link', { name: closing.demoLabel })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(siteConfig.mainPhone.display.replace(/[()]/g, '\\$&')) }).last()).toHaveAttribute('href', `tel:${siteConfig.mainPhone.e164}`);
});

test('news, investors, privacy and terms show their content', async ({ page }) => {
  await page.goto('/news');
  const articles = [...newsContent.coverage, ...newsContent.pressReleases];
  await expect(page.getByRole('link', { name: new RegExp(`^${newsContent.readMoreLabel}`) })).toHaveCount(articles.length);
  for (const article of articles) {
    await expect(page.getByRole('heading', { level: 3, name: article.title })).toBeVisible();
    await expect(page.locator('main')).toContainText(article.excerpt);
  }
  await expect(page.getByRole('link', { name: new RegExp(newsContent.mediaResources.downloadLabel) })).toBeVisible();
  await expect(page.getByRole('link', { name: newsContent.mediaResources.contactLabel })).toHaveAttribute('href', `mailto:${siteConfig.pressEmail}`);

  await page.goto('/investors');
  const { metrics, highlights, market, whyNow, documents, downloadLabel, contact } = investorsContent;
  const metricCards = page.locator('[aria-labelledby="metrics-title"] > div > ul > li');
  await expect(metricCards).toHaveCount(metrics.length);
  for (const [index, metric] of metrics.entries()) {
    await expect(metricCards.nth(index).getByRole('heading', { level: 3 })).toHaveText(metric.title);
    for (const text of [metric.value, metric.description, metric.period]) await expect(metricCards.nth(index)).toContainText(text);
  }
  await expectCards(page.locator('[aria-labelledby="highlights-title"] > div > ul'), highlights);
  for (const figure of market.figures) await expect(page.locator('main')).toContainText(figure.value);
  for (const point of whyNow.points) await expect(page.getByRole('heading', { level: 3, name: point.title })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^${downloadLabel}`) })).toHaveCount(documents.length);
  for (const document of documents) await expect(page.getByRole('heading', { level: 3, name: document.title })).toBeVisible();
  await expect(page.getByRole('button', { name: contact.scheduleLabel })).toBeVisible();
  await expect(page.getByRole('button', { name: contact.messageLabel })).toBeVisible();

  for (const [path, document, count] of [
    ['/privacy', privacyPolicy, 12],
    ['/terms', termsOfService, 16],
  ] as const) {
    await page.goto(path);
    expect(document.sections).toHaveLength(count);
    await expect(page.locator('article > ol > li > section h2')).toHaveText(document.sections.map((section, index) => `${index + 1}. ${section.title}`));
    await expect(page.locator('main')).toContainText(`${LEGAL_DATE_LABELS.effective} ${formatLongDate(document.effectiveDate, 'en')}`);
  }
});

test('unknown paths, deep ones too, answer 404 with the Page Not Found card', async ({ page, consoleGuard }) => {
  consoleGuard.allow('status of 404');
  for (const path of ['/nope', '/solutions/nope/deeper', '/news/not-a-real-story']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: notFoundContent.title })).toBeVisible();
    await expect(page.locator('main')).toContainText(notFoundContent.text);
  }
});

test('header: logo goes home, links reach their pages and anchors land below the fixed header', async ({ page }) => {
  await page.goto('/terms');
  const nav = page.getByRole('navigation', { name: SITE_CHROME.header.mainNavLabel });
  for (const link of HEADER_LINKS) await expect(nav.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
  await nav.getByRole('link', { name: headerLabel('/#industries') }).click();
  await expect(page).toHaveURL(/\/#industries$/);
  const headerBottom = await page.locator('header').evaluate((el) => el.getBoundingClientRect().bottom);
  await expect
    .poll(async () => page.locator('#industries-title').evaluate((el) => el.getBoundingClientRect().top))
    .toBeGreaterThanOrEqual(headerBottom);
  await page.getByRole('link', { name: SITE_CHROME.header.homeLinkLabel(siteConfig.companyName) }).click();
  await expect(page).toHaveURL(/\/$/);
  const call = page.locator('header').getByRole('link', { name: new RegExp(SITE_CHROME.header.callUsPrefix.trim()) });
  await expect(call).toHaveAttribute('href', `tel:${siteConfig.mainPhone.e164}`);
  await expect(page.locator('header').getByRole('link', { name: SITE_CHROME.header.getStarted })).toBeVisible();
});

test('with JavaScript disabled, pages are readable and navigable', async ({ browser, server }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(homeContent.hero.highlight);
  await expect(page.locator('#solutions')).toContainText(homeContent.solutions.cards[0]!.title);
  await page.getByRole('navigation', { name: SITE_CHROME.header.mainNavLabel }).getByRole('link', { name: headerLabel('/solutions') }).click();
  await expect(page).toHaveURL(/\/solutions$/);
  await expect(page.locator('main')).toContainText(solutionsContent.categories[0]!.title);
  await context.close();
});

test('islands hydrate without warnings and the page loads only the small entry script at first, after its first paint, then the visit counter', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // The entry script, then, once the page is idle, only the visit counter (analytics-beacon: under 1 KB gzip).
  expect(scripts[0]).toMatch(/^\/assets\/entry-client-[\w-]+\.js$/);
  // …and it is requested only once the page has painted its content (EntryScriptAfterFirstPaint.tsx).
  const [entryRequestedAt, firstContentfulPaintAt] = await page.evaluate(() => [
    performance.getEntriesByType('resource').find((entry) => /\/entry-client-[\w-]+\.js$/.test(entry.name))?.startTime,
    performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  ]);
  expect(firstContentfulPaintAt).toBeGreaterThan(0);
  expect(entryRequestedAt).toBeGreaterThanOrEqual(firstContentfulPaintAt!);
  expect(scripts.slice(1).sort()).toEqual([expect.stringMatching(/^\/assets\/analytics-[\w-]+\.js$/), expect.stringMatching(/^\/assets\/beacon-[\w-]+\.js$/)]);
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="demo-request-form"]')).toHaveAttribute('data-hydrated', 'true');
});
