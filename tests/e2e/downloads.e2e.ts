import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { formatFileSize } from '../../scripts/build/downloads/file-size.ts';
import { DOWNLOAD_TEXT as SPANISH_DOWNLOAD_TEXT } from '../../src/shared/content/es/downloads.ts';
import { investorsContent } from '../../src/shared/content/investors.ts';
import { newsContent } from '../../src/shared/content/news.ts';
import { notFoundContent } from '../../src/shared/content/not-found.ts';
import { SITE_CONTENT } from '../../src/shared/content/site-content.ts';
import { investorDocumentUrl, MEDIA_KIT_FILE_NAME, mediaKitUrl } from '../../src/shared/downloads.ts';
import { siteConfig } from '../../src/shared/site-config.ts';
import { leads } from '../../src/server/db/schema.ts';
import { parsePdf } from '../support/pdf.ts';
import { expect, test } from './fixtures.ts';
import { holding, startingWith } from './text-patterns.ts';
import { DEMO_FORM_TEXT, INVESTOR_FORM_TEXT } from '../../src/shared/content/forms.ts';

async function download(page: Page, click: () => Promise<void>): Promise<{ download: Download; body: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  expect(await download.failure()).toBeNull();
  return { download, body: await readFile(await download.path()) };
}

test.describe('news articles', () => {
  const articles = [...newsContent.coverage, ...newsContent.pressReleases];

  test('every Read More on /news reaches its article', async ({ page }) => {
    await page.goto('/news');
    const readMore = page.getByRole('link', { name: startingWith(newsContent.readMoreLabel) });
    await expect(readMore).toHaveCount(articles.length);
    for (const article of articles) {
      const link = readMore.and(page.locator(`[href="/news/${article.slug}"]`));
      const [response] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === `/news/${article.slug}`), link.click()]);
      expect(response.status(), article.slug).toBe(200);
      await expect(page).toHaveURL(new RegExp(`/news/${article.slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
      await page.goBack();
    }
  });

  test('a coverage article says it is our summary of the named outlet\'s story, and links nowhere outside', async ({ page }) => {
    for (const item of newsContent.coverage) {
      await page.goto(`/news/${item.slug}`);
      await expect(page.locator('article header')).toContainText(newsContent.summaryOf(item.publication));
      const outside = await page.locator('a[href^="http"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(outside.filter((href) => !href?.startsWith(new URL(page.url()).origin))).toEqual([]);
    }
  });

  test('an unknown article answers 404 with the Page Not Found page', async ({ page, consoleGuard }) => {
    consoleGuard.allow('the server responded with a status of 404');
    const response = await page.goto('/news/no-such-story');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(notFoundContent.title);
  });
});

test.describe('investor documents', () => {
  for (const document of investorsContent.documents) {
    test(`Download ${document.title} gives a valid PDF with that title, of the size shown`, async ({ page, request }) => {
      await page.goto('/investors');
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: document.title, exact: true }) });
      const button = card.getByRole('link', { name: new RegExp(`^${investorsContent.downloadLabel} ${document.title}`) });
      const { download: file, body } = await download(page, () => button.click());
      expect(file.suggestedFilename()).toBe(document.fileName);
      const pdf = await parsePdf(body);
      expect(pdf.title).toBe(document.title);
      expect(pdf.pages[0]).toContain(document.title);
      await expect(card).toContainText(`${document.type} · ${formatFileSize(body.length)}`);

      expect(new URL(file.url()).pathname).toBe(`/downloads/${document.fileName}`);
      const response = await request.get(investorDocumentUrl(document, 'en'));
      expect(response.headers()['content-type']).toBe('application/pdf');
      expect(response.headers()['content-disposition']).toBe(`attachment; filename="${document.fileName}"`);
    });
  }
});

test('Download Media Kit gives a zip of the logos, brand colours, boilerplate and fact sheet', async ({ page, request }) => {
  await page.goto('/news');
  const button = page.getByRole('link', { name: holding(newsContent.mediaResources.downloadLabel) });
  const { download: file, body } = await download(page, () => button.click());
  expect(file.suggestedFilename()).toBe(MEDIA_KIT_FILE_NAME);
  expect(new URL(file.url()).pathname).toBe(`/downloads/${MEDIA_KIT_FILE_NAME}`);
  await expect(button).toContainText(`(${newsContent.mediaResources.fileType}, ${formatFileSize(body.length)})`);
  const entries = unzipSync(new Uint8Array(body));
  expect(Object.keys(entries)).toEqual(
    expect.arrayContaining(['logo.svg', 'logo.png', 'brand-colours.txt', 'boilerplate.txt', 'fact-sheet.pdf']),
  );
  const factSheet = await parsePdf(entries['fact-sheet.pdf']!);
  expect(factSheet.pages).toHaveLength(1);
  expect(factSheet.pages[0]).toContain('Fact Sheet');

  const response = await request.get(mediaKitUrl('en'));
  expect(response.headers()['content-type']).toBe('application/zip');
  expect(response.headers()['content-disposition']).toBe(`attachment; filename="${MEDIA_KIT_FILE_NAME}"`);
});

test.describe('Spanish downloads', () => {
  const { investors, news } = SITE_CONTENT.es;

  test('on /es/investors every document downloads the Spanish PDF from /downloads/es/, of the size shown', async ({ page, request }) => {
    await page.goto('/es/investors');
    for (const document of investors.documents) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: document.title, exact: true }) });
      const button = card.getByRole('link', { name: `${investors.downloadLabel} ${document.title} (${document.type})` });
      await expect(button).toHaveAttribute('href', `/downloads/es/${document.fileName}`);
      const { download: file, body } = await download(page, () => button.click());
      expect(file.suggestedFilename()).toBe(document.fileName);
      const pdf = await parsePdf(body);
      expect(pdf.title).toBe(document.title);
      expect(pdf.pages[0]).toContain(SPANISH_DOWNLOAD_TEXT.pdf.pageOf(1, pdf.pages.length));
      expect(Buffer.from(body).toString('latin1')).toContain('/Lang (es-US)');
      await expect(card).toContainText(`${document.type} · ${formatFileSize(body.length)}`);

      const response = await request.get(investorDocumentUrl(document, 'es'));
      expect(response.headers()['content-type']).toBe('application/pdf');
      expect(response.headers()['content-disposition']).toBe(`attachment; filename="${document.fileName}"`);
    }
  });

  test('on /es/news the media kit button downloads the Spanish kit from /downloads/es/, of the size shown', async ({ page }) => {
    await page.goto('/es/news');
    const button = page.getByRole('link', { name: new RegExp(news.mediaResources.downloadLabel) });
    await expect(button).toHaveAttribute('href', mediaKitUrl('es'));
    const { download: file, body } = await download(page, () => button.click());
    expect(file.suggestedFilename()).toBe(MEDIA_KIT_FILE_NAME);
    await expect(button).toContainText(`(${newsContent.mediaResources.fileType}, ${formatFileSize(body.length)})`);
    const entries = unzipSync(new Uint8Array(body));
    expect(new TextDecoder().decode(entries['boilerplate.txt'])).toContain(SPANISH_DOWNLOAD_TEXT.mediaKit.boilerplate.title);
    const factSheet = await parsePdf(entries['fact-sheet.pdf']!);
    expect(factSheet.pages).toHaveLength(1);
    expect(factSheet.pages[0]).toContain(SPANISH_DOWNLOAD_TEXT.mediaKit.factSheet.title);
  });
});

test('Contact Media Team e-mails the press address', async ({ page }) => {
  await page.goto('/news');
  await expect(page.getByRole('link', { name: newsContent.mediaResources.contactLabel })).toHaveAttribute('href', `mailto:${siteConfig.pressEmail}`);
});

test.describe('investor form', () => {
  test('Schedule Investor Call opens a form whose lead is stored with source "investor"', async ({ page, server }) => {
    const email = `investor-${Date.now()}@fund.example`;
    await page.goto('/investors');
    await page.getByRole('button', { name: investorsContent.contact.scheduleLabel }).click();
    const dialog = page.getByRole('dialog', { name: INVESTOR_FORM_TEXT.intro.call.title });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(DEMO_FORM_TEXT.labels.firstName).fill('Avery');
    await dialog.getByLabel(DEMO_FORM_TEXT.labels.lastName).fill('Quinn');
    await dialog.getByLabel(INVESTOR_FORM_TEXT.labels.email).fill(email);
    await dialog.getByLabel(INVESTOR_FORM_TEXT.labels.company).fill('Harbor Growth Partners');
    await dialog.getByLabel(INVESTOR_FORM_TEXT.labels.message.call).fill('Tuesday afternoons; growth plans.');
    await dialog.getByRole('button', { name: INVESTOR_FORM_TEXT.submit }).click();
    await expect(dialog.getByRole('status')).toContainText(INVESTOR_FORM_TEXT.sentTitle);

    const rows = await server.database.db.select().from(leads).where(eq(leads.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'investor', firstName: 'Avery', lastName: 'Quinn', company: 'Harbor Growth Partners' });
    expect(rows[0]!.message).toContain('Tuesday afternoons');
  });

  test('Send Message opens the same form as a message to investor relations', async ({ page }) => {
    await page.goto('/investors');
    await page.getByRole('button', { name: investorsContent.contact.messageLabel }).click();
    const dialog = page.getByRole('dialog', { name: INVESTOR_FORM_TEXT.intro.message.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(INVESTOR_FORM_TEXT.labels.message.message)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
