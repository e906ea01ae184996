import { homeContent } from '../../src/shared/content/home.ts';
import { investorsContent } from '../../src/shared/content/investors.ts';
import { newsContent } from '../../src/shared/content/news.ts';
import { privacyPolicy } from '../../src/shared/content/privacy.ts';
import { solutionsContent } from '../../src/shared/content/solutions.ts';
import { termsOfService } from '../../src/shared/content/terms.ts';
import { HEADER_LINKS } from '../../src/shared/navigation.ts';
import { PAGE_ROUTES } from '../../src/shared/routes.ts';
import { siteConfig } from '../../src/shared/site-config.ts';
import { expect, test } from './fixtures.ts';

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

test('home shows every section with the counts of the spec', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('section').first();
  await expect(hero.getByRole('link', { name: 'Get Free Consultation' })).toBeVisible();
  await expect(hero.getByRole('button', { name: 'Talk with Our AI Assistant' })).toBeVisible();
  for (const claim of ['98%', '50%', '24/7', 'Enterprise Security', '24/7 Monitoring']) {
    await expect(page.locator('main')).toContainText(claim);
  }
  const about = page.locator('#about');
  for (const value of ['Innovation First', 'Customer Success', 'Results Driven']) {
    await expect(about.getByRole('heading', { name: value })).toBeVisible();
  }
  await expect(about.locator('figure img')).toHaveCount(4);
  const solutions = page.locator('#solutions > div > ul > li');
  await expect(solutions).toHaveCount(6);
  for (const card of await solutions.all()) await expect(card.locator('ul li')).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Increase Conversions' })).toBeVisible();
  const industries = page.locator('#industries > div > ul > li');
  await expect(industries).toHaveCount(6);
  for (const card of await industries.all()) await expect(card.locator('ul li')).toHaveCount(3);
  const contact = page.locator('#contact');
  for (const reason of homeContent.contact.reasons) await expect(contact.getByRole('heading', { name: reason.title })).toBeVisible();
  await expect(contact).toContainText('$2,500 - $10,000');
  await expect(contact).toContainText('$500+/month');
  await expect(contact).toContainText(`${siteConfig.address.locality}, ${siteConfig.address.region}`);
  await expect(contact.getByRole('link', { name: siteConfig.salesEmail })).toHaveAttribute('href', `mailto:${siteConfig.salesEmail}`);
  await expect(contact.getByRole('link', { name: siteConfig.salesPhone.display })).toHaveAttribute('href', `tel:${siteConfig.salesPhone.e164}`);
  await expect(contact.getByLabel('First Name')).toBeVisible();
});

test('solutions shows pricing and 13 service cards in 3 categories, each with 6 features', async ({ page }) => {
  await page.goto('/solutions');
  await expect(page.getByRole('link', { name: 'Get Custom Quote' })).toHaveAttribute('href', '/#contact');
  await expect(page.locator('main')).toContainText('$2,500 - $10,000');
  await expect(page.locator('main')).toContainText('$500+');
  await expect(page.locator('main')).toContainText(solutionsContent.investment.note);
  for (const category of solutionsContent.categories) {
    const cards = page.locator(`#${category.id} > div > ul > li`);
    await expect(cards).toHaveCount(category.services.length);
    for (const card of await cards.all()) {
      await expect(card.locator('ul li')).toHaveCount(6);
      await expect(card.getByRole('link', { name: /Learn More & Get Quote/ })).toBeVisible();
    }
  }
  await expect(page.locator('[id$="-title"]').filter({ hasText: /Core AI Services|Advanced Solutions|Industry-Specific Packages/ })).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Schedule Free Demo' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(siteConfig.mainPhone.display.replace(/[()]/g, '\\$&')) }).last()).toHaveAttribute('href', `tel:${siteConfig.mainPhone.e164}`);
});

test('news, investors, privacy and terms show their content', async ({ page }) => {
  await page.goto('/news');
  await expect(page.getByRole('link', { name: /^Read More/ })).toHaveCount(newsContent.coverage.length + newsContent.pressReleases.length);
  await expect(page.getByRole('link', { name: /Download Media Kit/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Media Team' })).toHaveAttribute('href', `mailto:${siteConfig.pressEmail}`);

  await page.goto('/investors');
  for (const metric of investorsContent.metrics) await expect(page.locator('main')).toContainText(metric.value);
  await expect(page.locator('#highlights-title + * , #highlights-title').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Download/ })).toHaveCount(4);
  await expect(page.locator('main')).toContainText('$13.9B');
  await expect(page.getByRole('button', { name: 'Schedule Investor Call' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();

  for (const [path, document, count] of [
    ['/privacy', privacyPolicy, 12],
    ['/terms', termsOfService, 16],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('article > ol > li > section')).toHaveCount(count);
    await expect(page.locator('main')).toContainText('Effective date: January 1, 2024');
    await expect(page.getByRole('heading', { level: 2, name: `1. ${document.sections[0]?.title}` })).toBeVisible();
  }
});

test('unknown paths, deep ones too, answer 404 with the Page Not Found card', async ({ page, consoleGuard }) => {
  consoleGuard.allow('status of 404');
  for (const path of ['/nope', '/solutions/nope/deeper', '/news/not-a-real-story']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.locator('main')).toContainText('forget to add the page to the router');
  }
});

test('header: logo goes home, links reach their pages and anchors land below the fixed header', async ({ page }) => {
  await page.goto('/terms');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const link of HEADER_LINKS) await expect(nav.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
  await nav.getByRole('link', { name: 'Industries' }).click();
  await expect(page).toHaveURL(/\/#industries$/);
  const headerBottom = await page.locator('header').evaluate((el) => el.getBoundingClientRect().bottom);
  await expect
    .poll(async () => page.locator('#industries-title').evaluate((el) => el.getBoundingClientRect().top))
    .toBeGreaterThanOrEqual(headerBottom);
  await page.getByRole('link', { name: `${siteConfig.companyName} home` }).click();
  await expect(page).toHaveURL(/\/$/);
  const call = page.locator('header').getByRole('link', { name: new RegExp(`Call us at`) });
  await expect(call).toHaveAttribute('href', `tel:${siteConfig.mainPhone.e164}`);
  await expect(page.locator('header').getByRole('link', { name: 'Get Started' })).toBeVisible();
});

test('with JavaScript disabled, pages are readable and navigable', async ({ browser, server }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(homeContent.hero.highlight);
  await expect(page.locator('#solutions')).toContainText('Inbound Call Handling');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Solutions' }).click();
  await expect(page).toHaveURL(/\/solutions$/);
  await expect(page.locator('main')).toContainText('Core AI Services');
  await context.close();
});

test('islands hydrate without warnings and the page loads only the small entry script at first', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/^\/assets\/entry-client-[\w-]+\.js$/);
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="demo-request-form"]')).toHaveAttribute('data-hydrated', 'true');
});
