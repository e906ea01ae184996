import type { Page } from '@playwright/test';
import { ASSISTANT_COPY, CHAT_GREETING, LIMITS_REPLY, QUICK_REPLIES } from '../../src/shared/content/es/assistant.ts';
import { ASSISTANT_COPY as ENGLISH_ASSISTANT_COPY } from '../../src/shared/content/assistant.ts';
import { axeViolations } from './a11y-helpers.ts';
import { faqEntry, quoteOfAnswer } from './faq-answers.ts';
import { startingWith } from './text-patterns.ts';
import { expect, test } from './fixtures.ts';

/* Issue 27, point 4: the assistant speaks Spanish on the Spanish pages, and to a visitor who writes Spanish anywhere. */
const launcher = (page: Page, name: string) => page.getByRole('button', { name });
const panel = (page: Page, name: RegExp | string) => page.getByRole('dialog', { name });
const replies = (page: Page, log: string) => page.getByRole('log', { name: log }).locator('li[data-role="assistant"]');

async function ask(page: Page, text: string, words: { message: string; log: string }) {
  await expect(replies(page, words.log).first()).toBeVisible();
  const before = await replies(page, words.log).count();
  await page.getByRole('textbox', { name: words.message }).fill(text);
  await page.getByRole('textbox', { name: words.message }).press('Enter');
  await expect(replies(page, words.log)).toHaveCount(before + 1, { timeout: 10_000 });
  return replies(page, words.log).nth(before);
}

const SPANISH = { message: ASSISTANT_COPY.messageLabel, log: ASSISTANT_COPY.conversationLabel };
const ENGLISH = { message: ENGLISH_ASSISTANT_COPY.messageLabel, log: ENGLISH_ASSISTANT_COPY.conversationLabel };

test.describe('the assistant in Spanish', () => {
  // Several chat turns at the spec's 1 s each, on a shared 2-core machine.
  test.describe.configure({ timeout: 90_000 });

  test('on /es it greets, answers from the Spanish index with a link that lands on the Spanish page, and declines in Spanish', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/es');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => path.includes('assistant-index'))).toEqual([]);

    await launcher(page, ASSISTANT_COPY.launcherLabel).click();
    const dialog = panel(page, new RegExp(ASSISTANT_COPY.panelTitle));
    await expect(dialog).toBeVisible();
    await expect(replies(page, SPANISH.log).first()).toContainText(CHAT_GREETING);
    const quickReplies = dialog.getByRole('list', { name: ASSISTANT_COPY.quickRepliesLabel });
    for (const quick of QUICK_REPLIES) await expect(quickReplies.getByRole('button', { name: quick.label })).toBeVisible();

    const ownNumber = faqEntry('own-number', 'es');
    const answer = await ask(page, ownNumber.question, SPANISH);
    await expect(answer).toContainText(quoteOfAnswer('own-number', 'es'));
    // Only the Spanish index chunk: the English one is never fetched on a Spanish page.
    expect(requested.filter((path) => path.includes('assistant-index-es'))).toHaveLength(1);
    expect(requested.filter((path) => path.includes('assistant-index-en'))).toEqual([]);

    const declined = await ask(page, '¿Cuál es la capital de Francia?', SPANISH);
    await expect(declined).toContainText(LIMITS_REPLY);
    await expect(declined.getByRole('link', { name: ASSISTANT_COPY.demoFormLink })).toHaveAttribute('href', '/es#contact');
    expect(await axeViolations(page, { include: '[data-island="assistant"]' })).toEqual([]);

    const more = answer.getByRole('link', { name: new RegExp(`^${ASSISTANT_COPY.sourcePrefix}`) });
    await expect(more).toHaveAttribute('href', '/es/solutions#faq-own-number');
    await more.click();
    await expect(page).toHaveURL(/\/es\/solutions#faq-own-number$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('#faq-own-number')).toContainText(ownNumber.question);
  });

  test('on an English page, a question written in Spanish gets a Spanish answer with a Spanish source', async ({ page }) => {
    await page.goto('/');
    await launcher(page, ENGLISH_ASSISTANT_COPY.launcherLabel).click();
    await expect(panel(page, ENGLISH_ASSISTANT_COPY.panelTitle)).toBeVisible();
    const answer = await ask(page, '¿Se integra con HubSpot o Salesforce?', ENGLISH);
    await expect(answer).toContainText(quoteOfAnswer('crm', 'es'));
    await expect(answer.getByRole('link', { name: startingWith(ENGLISH_ASSISTANT_COPY.sourcePrefix) })).toHaveAttribute('href', '/es/solutions#faq-crm');
    const english = await ask(page, 'Do you integrate with Salesforce?', ENGLISH);
    await expect(english).toContainText(quoteOfAnswer('crm'));
    await expect(english.getByRole('link', { name: startingWith(ENGLISH_ASSISTANT_COPY.sourcePrefix) })).toHaveAttribute('href', '/solutions#faq-crm');
  });
});
